import Foundation

/// Shows text; the double holds it.
// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
    /// Creates an empty label.
    // https://developer.apple.com/documentation/uikit/uilabel/init(frame:)
    @available(iOS 2.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Labels are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uilabel/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text shown.
    // https://developer.apple.com/documentation/uikit/uilabel/text
    @available(iOS 2.0, *)
    open var text: String?

    /// The most lines the text takes; 0 for as many as it needs.
    // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    @available(iOS 2.0, *)
    open var numberOfLines = 1
}
