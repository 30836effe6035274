import Foundation

/// A view: a node of the view tree with a background and anchors. The double
/// keeps the tree (`subviews`, `superview`, `window`) and draws nothing.
// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder {
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    private let guide = UILayoutGuide()
    private let anchors = (top: NSLayoutYAxisAnchor(), bottom: NSLayoutYAxisAnchor(), height: NSLayoutDimension())
    private let edges = (leading: NSLayoutXAxisAnchor(), trailing: NSLayoutXAxisAnchor())

    /// The view's frame in its superview.
    // https://developer.apple.com/documentation/uikit/uiview/frame
    @available(iOS 2.0, *)
    open var frame: CGRect

    /// Creates a view with `frame`.
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2.0, *)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Views are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with a zero frame.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    @available(iOS 2.0, *)
    override public convenience init() {
        self.init(frame: .zero)
    }

    /// The background color.
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @available(iOS 2.0, *)
    open var backgroundColor: UIColor?

    /// Whether UIKit turns the autoresizing mask into constraints.
    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints = true

    /// Whether the view is hidden.
    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    @available(iOS 2.0, *)
    open var isHidden = false

    /// The views this one holds, back to front.
    // https://developer.apple.com/documentation/uikit/uiview/subviews
    @available(iOS 2.0, *)
    open var subviews: [UIView] { storedSubviews }

    /// The view that holds this one.
    // https://developer.apple.com/documentation/uikit/uiview/superview
    @available(iOS 2.0, *)
    open var superview: UIView? { storedSuperview }

    /// The window the view is in, nil when it is in none.
    // https://developer.apple.com/documentation/uikit/uiview/window
    @available(iOS 2.0, *)
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews, taking it from its former superview.
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    @available(iOS 2.0, *)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        storedSubviews.append(view)
        view.storedSuperview = self
    }

    /// Takes the view out of its superview.
    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    @available(iOS 2.0, *)
    open func removeFromSuperview() {
        storedSuperview?.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    /// The area no bar covers.
    // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { guide }
    /// The top edge.
    // https://developer.apple.com/documentation/uikit/uiview/topanchor
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The bottom edge.
    // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The leading edge.
    // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { edges.leading }
    /// The trailing edge.
    // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { edges.trailing }
    /// The height.
    // https://developer.apple.com/documentation/uikit/uiview/heightanchor
    @available(iOS 9.0, *)
    open var heightAnchor: NSLayoutDimension { anchors.height }

    /// How much the view resists growing past its content, per axis set (UIKit's default is 250).
    private(set) var contentHuggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// Sets how much the view resists growing past its content on `axis`.
    // https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    @available(iOS 6.0, *)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentHuggingPriorities[axis] = priority
    }
}
