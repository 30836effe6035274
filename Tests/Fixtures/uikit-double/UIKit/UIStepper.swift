import Foundation

/// Steps a value up and down; a step is `value` set and `.valueChanged` sent.
// https://developer.apple.com/documentation/uikit/uistepper
@available(iOS 5.0, *)
@MainActor
open class UIStepper: UIControl {
    /// Creates a stepper from 0 to 100.
    // https://developer.apple.com/documentation/uikit/uistepper/init(frame:)
    @available(iOS 5.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Steppers are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uistepper/init(coder:)
    @available(iOS 5.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The value, kept between `minimumValue` and `maximumValue`.
    // https://developer.apple.com/documentation/uikit/uistepper/value
    @available(iOS 5.0, *)
    open var value: Double = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }

    /// The lowest value.
    // https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
    @available(iOS 5.0, *)
    open var minimumValue: Double = 0

    /// The highest value.
    // https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
    @available(iOS 5.0, *)
    open var maximumValue: Double = 100
}
