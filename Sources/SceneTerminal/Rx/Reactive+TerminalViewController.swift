import SceneRx

extension Reactive where Base: TerminalViewController {
    /// Sets the controller's title (which redraws it): `output.title.drive(rx.title)`.
    public var title: Binder<String> {
        Binder(base) { controller, title in
            controller.title = title
        }
    }

    /// Asks for a redraw on each element, e.g. after a driver updated what `body()` shows.
    public var needsDisplay: Binder<Void> {
        Binder(base) { controller, _ in
            controller.setNeedsDisplay()
        }
    }

    /// Binds `key` (shown as `[key] title`) and emits each time it is pressed, as a button's
    /// `rx.tap` does. Calling it again for the same key replaces the binding, and the earlier
    /// sequence never emits again; a reserved key (`q`, `b`) is refused and never emits.
    public func keyPress(_ key: Character, title: String) -> Observable<Void> {
        let presses = PublishRelay<Void>()
        base.addKeyBinding(key, title: title) {
            presses.accept(())
        }
        return presses.asObservable()
    }

    /// Emits after each `viewDidLoad()` call (at most once).
    public var viewDidLoad: Observable<Void> { steps(.viewDidLoad) }
    /// Emits after each `viewWillAppear()` call.
    public var viewWillAppear: Observable<Void> { steps(.viewWillAppear) }
    /// Emits after each `viewDidAppear()` call.
    public var viewDidAppear: Observable<Void> { steps(.viewDidAppear) }
    /// Emits after each `viewWillDisappear()` call.
    public var viewWillDisappear: Observable<Void> { steps(.viewWillDisappear) }
    /// Emits after each `viewDidDisappear()` call.
    public var viewDidDisappear: Observable<Void> { steps(.viewDidDisappear) }

    private func steps(_ step: LifecycleStep) -> Observable<Void> {
        base.lifecycleSteps.filter { $0 == step }.map { _ in () }
    }
}
