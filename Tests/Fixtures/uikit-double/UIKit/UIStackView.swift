import Foundation

/// Lays out its arranged subviews in a row or a column; the double keeps them in order.
// https://developer.apple.com/documentation/uikit/uistackview
@available(iOS 9.0, *)
@MainActor
open class UIStackView: UIView {
    private var arranged: [UIView] = []

    /// Creates an empty stack view.
    // https://developer.apple.com/documentation/uikit/uistackview/init(frame:)
    @available(iOS 9.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Stack views are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
    @available(iOS 9.0, *)
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates a stack view holding `views`.
    // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    @available(iOS 9.0, *)
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views it lays out, in order.
    // https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    @available(iOS 9.0, *)
    open var arrangedSubviews: [UIView] { arranged }

    /// Row or column.
    // https://developer.apple.com/documentation/uikit/uistackview/axis
    @available(iOS 9.0, *)
    open var axis: NSLayoutConstraint.Axis = .horizontal

    /// The space between views.
    // https://developer.apple.com/documentation/uikit/uistackview/spacing
    @available(iOS 9.0, *)
    open var spacing: CGFloat = 0

    /// How views line up across the axis.
    // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    @available(iOS 9.0, *)
    open var alignment: UIStackView.Alignment = .fill

    /// How views share the axis.
    // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
    @available(iOS 9.0, *)
    open var distribution: UIStackView.Distribution = .fill

    /// Adds `view` at the end of the arranged views (and as a subview).
    // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    @available(iOS 9.0, *)
    open func addArrangedSubview(_ view: UIView) {
        arranged.append(view)
        addSubview(view)
    }

    /// Alignment across the axis.
    // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    @available(iOS 9.0, *)
    public enum Alignment: Int, Sendable {
        case fill
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline
    }

    /// Distribution along the axis.
    // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    @available(iOS 9.0, *)
    public enum Distribution: Int, Sendable {
        case fill
        case fillEqually
        case fillProportionally
        case equalSpacing
        case equalCentering
    }
}
