import Foundation

/// A view that scrolls its content; the double scrolls nothing.
// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@MainActor
open class UIScrollView: UIView {
    /// Creates a scroll view.
    // https://developer.apple.com/documentation/uikit/uiscrollview/init(frame:)
    @available(iOS 2.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Scroll views are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uiscrollview/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }
}
