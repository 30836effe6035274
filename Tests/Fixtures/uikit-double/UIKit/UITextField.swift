import Foundation

/// An editable line of text: it holds its text; typing is `text` set and `.editingChanged` sent.
// https://developer.apple.com/documentation/uikit/uitextfield
@available(iOS 2.0, *)
@MainActor
open class UITextField: UIControl {
    /// Creates an empty text field.
    // https://developer.apple.com/documentation/uikit/uitextfield/init(frame:)
    @available(iOS 2.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Text fields are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uitextfield/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text.
    // https://developer.apple.com/documentation/uikit/uitextfield/text
    @available(iOS 2.0, *)
    open var text: String? = ""

    /// The text shown while the field is empty.
    // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    @available(iOS 2.0, *)
    open var placeholder: String?

    /// The border.
    // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property
    @available(iOS 2.0, *)
    open var borderStyle: UITextField.BorderStyle = .none

    /// The title of the keyboard's Return key (UITextField adopts UITextInputTraits).
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
    @available(iOS 2.0, *)
    open var returnKeyType: UIReturnKeyType = .default

    /// The borders.
    // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum
    @available(iOS 2.0, *)
    public enum BorderStyle: Int, Sendable {
        case none
        case line
        case bezel
        case roundedRect
    }
}

/// The titles of the Return key.
// https://developer.apple.com/documentation/uikit/uireturnkeytype
@available(iOS 2.0, *)
public enum UIReturnKeyType: Int, Sendable {
    case `default`
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}
