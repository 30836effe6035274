import Foundation

/// A rectangle for layout (the safe area); only its anchors.
// https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
    private let anchors = (top: NSLayoutYAxisAnchor(), bottom: NSLayoutYAxisAnchor())
    private let edges = (leading: NSLayoutXAxisAnchor(), trailing: NSLayoutXAxisAnchor())

    /// Creates a layout guide.
    // https://developer.apple.com/documentation/uikit/uilayoutguide/init()
    @available(iOS 9.0, *)
    override public init() {
        super.init()
    }

    /// The top edge.
    // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The bottom edge.
    // https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The leading edge.
    // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { edges.leading }
    /// The trailing edge.
    // https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { edges.trailing }
}
