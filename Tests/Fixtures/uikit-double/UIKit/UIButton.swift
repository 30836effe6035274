import Foundation

/// A button: it holds its title per state and sends `.touchUpInside` when tapped.
// https://developer.apple.com/documentation/uikit/uibutton
@available(iOS 2.0, *)
@MainActor
open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:]
    private var storedConfiguration: Configuration?
    /// The type `init(type:)` was given.
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
    @available(iOS 2.0, *)
    open private(set) var buttonType: UIButton.ButtonType = .custom

    /// Creates a custom button.
    // https://developer.apple.com/documentation/uikit/uibutton/init(frame:)
    @available(iOS 2.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Buttons are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uibutton/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a button of `buttonType`.
    // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    @available(iOS 2.0, *)
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Sets the title shown in `state`.
    // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    @available(iOS 2.0, *)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    /// The title shown in `state` (the normal one when none is set for it).
    // https://developer.apple.com/documentation/uikit/uibutton/title(for:)
    @available(iOS 2.0, *)
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title shown now.
    // https://developer.apple.com/documentation/uikit/uibutton/currenttitle
    @available(iOS 2.0, *)
    open var currentTitle: String? { title(for: .normal) }

    /// The configuration of the button's look (iOS 15: newer than the uikit flavor's target, which
    /// is why the flavor does not use it; the availability check refuses it under target 13).
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-5rlyb
    @available(iOS 15.0, *)
    public var configuration: UIButton.Configuration? {
        get { storedConfiguration }
        set { storedConfiguration = newValue }
    }

    /// The button types.
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    @available(iOS 2.0, *)
    public enum ButtonType: Int, Sendable {
        case custom
        case system
    }

    /// A button's look, from iOS 15.
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    @available(iOS 15.0, *)
    public struct Configuration: Sendable {
        /// The title.
        // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
        @available(iOS 15.0, *)
        public var title: String?

        /// A configuration with a filled background.
        // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
        @available(iOS 15.0, *)
        public static func filled() -> UIButton.Configuration { Configuration() }
    }
}
