import Foundation

/// A control: it holds its targets per event and calls them when the event is
/// sent. Linux has no Objective-C runtime, so there is no `Selector`: the
/// targets are RxCocoa's (through `rxAddHandler`, which only `@_spi(RxCocoa)`
/// importers see), and `sendActions(for:)` is how a test, or UIKit after a
/// touch, fires them.
// https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, *)
@MainActor
open class UIControl: UIView {
    private var handlers: [(id: Int, events: Event, call: @MainActor () -> Void)] = []
    private var nextHandler = 0

    /// Creates a control.
    // https://developer.apple.com/documentation/uikit/uicontrol/init(frame:)
    @available(iOS 2.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Controls are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uicontrol/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the control responds to the user.
    // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    @available(iOS 2.0, *)
    open var isEnabled = true

    /// Calls every target registered for any of `controlEvents`, in the order they were added.
    // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    @available(iOS 2.0, *)
    open func sendActions(for controlEvents: UIControl.Event) {
        for handler in handlers where !handler.events.isDisjoint(with: controlEvents) {
            handler.call()
        }
    }

    /// RxCocoa's target for `events` (real RxCocoa adds a ControlTarget through
    /// `addTarget(_:action:for:)`); returns what `rxRemoveHandler` takes.
    @_spi(RxCocoa)
    public func rxAddHandler(for events: UIControl.Event, _ call: @escaping @MainActor () -> Void) -> Int {
        nextHandler += 1
        handlers.append((nextHandler, events, call))
        return nextHandler
    }

    /// Removes a target `rxAddHandler` added.
    @_spi(RxCocoa)
    public func rxRemoveHandler(_ id: Int) {
        handlers.removeAll { $0.id == id }
    }

    /// The states a control's title and image are set for.
    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    @available(iOS 2.0, *)
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw bits.
        // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)
        @available(iOS 2.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The raw bits.
        // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/rawvalue
        @available(iOS 2.0, *)
        public let rawValue: UInt
        /// Enabled, not highlighted or selected.
        // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        @available(iOS 2.0, *)
        public static var normal: UIControl.State { State(rawValue: 0) }
    }

    /// The events a control sends.
    // https://developer.apple.com/documentation/uikit/uicontrol/event
    @available(iOS 2.0, *)
    public struct Event: OptionSet, Sendable {
        /// The raw bits.
        // https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
        @available(iOS 2.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The raw bits.
        // https://developer.apple.com/documentation/uikit/uicontrol/event/rawvalue
        @available(iOS 2.0, *)
        public let rawValue: UInt
        /// A touch lifted inside the control: a button's tap.
        // https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        @available(iOS 2.0, *)
        public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
        /// The control's value changed (a stepper's step).
        // https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        @available(iOS 2.0, *)
        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
        /// Editing began in a text field.
        // https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
        @available(iOS 2.0, *)
        public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
        /// A text field's text changed while editing.
        // https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        @available(iOS 2.0, *)
        public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
        /// Editing ended in a text field.
        // https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend
        @available(iOS 2.0, *)
        public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
        /// Return ended editing in a text field.
        // https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit
        @available(iOS 2.0, *)
        public static var editingDidEndOnExit: UIControl.Event { Event(rawValue: 1 << 19) }
        /// Every editing event of a text field.
        // https://developer.apple.com/documentation/uikit/uicontrol/event/alleditingevents
        @available(iOS 2.0, *)
        public static var allEditingEvents: UIControl.Event { Event(rawValue: 0x000F_0000) }
    }
}
