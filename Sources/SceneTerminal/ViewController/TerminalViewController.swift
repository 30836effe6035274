import SceneRx

/// One screen of a terminal app: the terminal flavor's `UIViewController`.
///
/// Subclasses override the lifecycle methods and `body()`, declare key bindings in
/// `viewDidLoad()`, and call `setNeedsDisplay()` when what `body()` returns changes. Like
/// `UIViewController` under RxSwift it is neither `@MainActor` nor `Sendable`: use it from
/// one thread (the main one when run by `TerminalApp`).
open class TerminalViewController {
    /// Keys the app handles itself: `q` quits and `b` goes back; `addKeyBinding` refuses them.
    public static let reservedKeys: Set<Character> = ["q", "b"]

    /// The screen's header; setting it asks for a redraw.
    public var title: String = "" {
        didSet { setNeedsDisplay() }
    }

    /// The navigator that shows this controller; set when it is pushed, presented or made root.
    public internal(set) weak var navigator: (any Navigating)?

    /// Whether `viewDidLoad()` has run; it runs once, before the first appearance.
    public private(set) var isViewLoaded = false

    /// Whether the controller asked for a redraw since its screen was last rendered.
    public internal(set) var needsDisplay = false

    /// The controller's key bindings, in the order the footer shows them.
    public private(set) var keyBindings: [KeyBinding] = []

    /// The controller's actions that take a typed value, in the order the footer shows them
    /// (after the key bindings): each has its own key, which opens its prompt.
    public private(set) var valueActions: [ValueAction] = []

    /// The key of the value action whose prompt is open whenever the screen comes on in a
    /// terminal, and again after each value it sent: for a screen whose only input is one value
    /// (New Task's name), so that value can be typed at once, `q` and `b` included. Escape
    /// leaves the prompt; the key opens it again. Plain (piped) mode ignores it.
    public var initialValueAction: Character? {
        didSet { setNeedsDisplay() }
    }

    /// What the screen reads from typed lines, shown in the footer after the key bindings.
    public private(set) var typedInputHints: [TypedInputHint] = []

    /// Makes the screen a text field: when set, an interactive app shows a prompt line
    /// (`inputPrompt: text`) under the screen and every key typed goes into it, `q` and `b` and
    /// bound keys too, until Enter sends the line as one input (a line `q` or `b` still quits or
    /// goes back). Without it, bound keys act at once and other keys start a line of their own.
    /// Plain (piped) mode reads lines anyway and shows no prompt line. Setting it redraws.
    public var inputPrompt: String? {
        didSet { setNeedsDisplay() }
    }

    /// Lifecycle calls, sent after each method ran, for `rx.viewDidLoad` and its siblings.
    let lifecycleSteps = PublishSubject<LifecycleStep>()

    /// Creates a controller with an empty title and no key bindings.
    public init() {}

    deinit {
        // RxCocoa completes `methodInvoked` sequences when their object goes away.
        lifecycleSteps.onCompleted()
    }

    // MARK: - Lifecycle (overridden by subclasses; the base implementations do nothing)

    /// Called once, before the controller first appears (or when `screen()` is first asked for).
    open func viewDidLoad() {}
    /// Called before the controller becomes the visible one.
    open func viewWillAppear() {}
    /// Called after the controller became the visible one.
    open func viewDidAppear() {}
    /// Called before another controller replaces this one on screen.
    open func viewWillDisappear() {}
    /// Called after another controller replaced this one on screen.
    open func viewDidDisappear() {}

    /// Runs `viewDidLoad()` if it has not run yet, as `UIViewController.loadViewIfNeeded()` does.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
        lifecycleSteps.onNext(.viewDidLoad)
    }

    /// Runs a lifecycle method for the navigator, then tells `rx` observers it ran.
    func perform(_ step: LifecycleStep) {
        switch step {
        case .viewDidLoad: return loadViewIfNeeded()
        case .viewWillAppear: viewWillAppear()
        case .viewDidAppear: viewDidAppear()
        case .viewWillDisappear: viewWillDisappear()
        case .viewDidDisappear: viewDidDisappear()
        }
        lifecycleSteps.onNext(step)
    }

    // MARK: - Content

    /// The lines shown under the title; subclasses override it (the default is empty).
    open func body() -> [String] { [] }

    /// Called with an input no key binding matched (e.g. `3` to pick row 3); returns whether
    /// the controller used it. The default uses nothing.
    open func handle(input: String) -> Bool { false }

    /// Asks the app to redraw this controller's screen after the current input or event.
    public func setNeedsDisplay() {
        needsDisplay = true
        (navigator as? Navigator)?.viewControllerNeedsDisplay(self)
    }

    // MARK: - Key bindings

    /// Binds `key` to `handler`, shown in the footer as `[key] title`; a later binding of the
    /// same key replaces the earlier one in place.
    ///
    /// - Returns: `false`, binding nothing, when `key` is reserved (`q`, `b`) or is a
    ///   whitespace or control character, which the app can never deliver.
    @discardableResult
    public func addKeyBinding(_ key: Character, title: String, handler: @escaping () -> Void) -> Bool {
        guard Self.canBind(key) else { return false }
        let binding = KeyBinding(key: key, title: title, handler: handler)
        valueActions.removeAll { $0.key == key }
        if let index = keyBindings.firstIndex(where: { $0.key == key }) {
            keyBindings[index] = binding
        } else {
            keyBindings.append(binding)
        }
        setNeedsDisplay()
        return true
    }

    /// Adds an action that takes a typed value: `key` opens its prompt (`title (what): `), where
    /// every key is text until Enter sends the line; `parse` reads the line as a `Value` (nil
    /// when it does not read as one: the prompt stays open and says so) and `handler` gets it.
    /// The footer shows `[key] title…`. A later action or key binding of the same key replaces
    /// the earlier one.
    ///
    /// - Returns: `false`, adding nothing, when `key` is reserved (`q`, `b`) or is a whitespace
    ///   or control character.
    @discardableResult
    public func addValueAction<Value>(
        _ key: Character, title: String, reads what: String, parse: @escaping (String) -> Value?,
        handler: @escaping (Value) -> Void
    ) -> Bool {
        guard Self.canBind(key) else { return false }
        let action = ValueAction(key: key, title: title, what: what, parse: parse, handler: handler)
        keyBindings.removeAll { $0.key == key }
        if let index = valueActions.firstIndex(where: { $0.key == key }) {
            valueActions[index] = action
        } else {
            valueActions.append(action)
        }
        setNeedsDisplay()
        return true
    }

    /// Removes the value action of `key`, if any.
    public func removeValueAction(_ key: Character) {
        guard valueActions.contains(where: { $0.key == key }) else { return }
        valueActions.removeAll { $0.key == key }
        setNeedsDisplay()
    }

    /// Tells the user, in the footer, that a typed line of `what` (`number`, `text`) and Enter
    /// does `title`: `[number + Enter] Select`. A hint with the same title is replaced.
    public func addTypedInputHint(_ what: String, title: String) {
        let hint = TypedInputHint(what: what, title: title)
        if let index = typedInputHints.firstIndex(where: { $0.title == title }) {
            typedInputHints[index] = hint
        } else {
            typedInputHints.append(hint)
        }
        setNeedsDisplay()
    }

    /// Removes the binding of `key`, if any.
    public func removeKeyBinding(_ key: Character) {
        guard keyBindings.contains(where: { $0.key == key }) else { return }
        keyBindings.removeAll { $0.key == key }
        setNeedsDisplay()
    }

    /// Delivers an input typed or piped without opening a prompt, as the app does: a
    /// one-character input runs its key binding; anything else (or an unbound key) goes to
    /// `handle(input:)`, then, when that does not use it, to the one value action it reads as
    /// (`12` on a screen whose only number action is Select). An input that several value
    /// actions read (`12` for a `String` and an `Int` action) goes to none: the user opens the
    /// prompt of the one meant. Returns whether something used it.
    ///
    /// Reserved keys and the keys of value actions are not handled here: the app handles them
    /// before asking the controller.
    @discardableResult
    public func dispatch(input: String) -> Bool {
        loadViewIfNeeded()
        if input.count == 1, let key = input.first,
            let binding = keyBindings.first(where: { $0.key == key })
        {
            binding.handler()
            return true
        }
        if handle(input: input) { return true }
        let readers = valueActions(reading: input)
        return readers.count == 1 && readers[0].send(input)
    }

    /// Sends `value` to the value action of `key`, as Enter in its prompt does; returns whether
    /// the action read it (`false` too when no value action has that key).
    @discardableResult
    public func dispatch(value: String, to key: Character) -> Bool {
        loadViewIfNeeded()
        return valueActions.first { $0.key == key }?.send(value) ?? false
    }

    /// The value actions that read `input` as a value, in footer order.
    func valueActions(reading input: String) -> [ValueAction] {
        valueActions.filter { $0.reads(input) }
    }

    private static func canBind(_ key: Character) -> Bool {
        !reservedKeys.contains(key) && !key.isWhitespace
            && !key.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
