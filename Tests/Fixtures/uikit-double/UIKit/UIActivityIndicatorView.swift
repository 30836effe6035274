import Foundation

/// A spinner: it holds whether it animates (and hides when stopped if asked).
// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@available(iOS 2.0, *)
@MainActor
open class UIActivityIndicatorView: UIView {
    private var animating = false

    /// Creates a spinner of `style`.
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    @available(iOS 2.0, *)
    public init(style: UIActivityIndicatorView.Style) {
        super.init(frame: .zero)
    }

    /// Creates a medium spinner.
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(frame:)
    @available(iOS 2.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Spinners are made in code here.
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
    @available(iOS 2.0, *)
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Whether it hides when it stops.
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    @available(iOS 2.0, *)
    open var hidesWhenStopped = true

    /// Whether it spins.
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    @available(iOS 2.0, *)
    open var isAnimating: Bool { animating }

    /// Starts spinning (and shows).
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    @available(iOS 2.0, *)
    open func startAnimating() {
        animating = true
        isHidden = false
    }

    /// Stops spinning (and hides when `hidesWhenStopped`).
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    @available(iOS 2.0, *)
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The sizes.
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    @available(iOS 2.0, *)
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }
}
