import SceneRx
@_spi(RxCocoa) import UIKit

extension Reactive where Base: UIControl {
    /// The control's `controlEvents`, as RxCocoa's ControlTarget hears them.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UIControl+Rx.swift
    @available(iOS 9.0, *)
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let control = base
        let source = Observable<Void>.create { observer in
            // Controls send their events on the main thread only; the observer is used there.
            nonisolated(unsafe) let observer = observer
            let handler = MainActor.assumeIsolated {
                control.rxAddHandler(for: controlEvents) { observer.on(.next(())) }
            }
            return Disposables.create { [weak control] in
                MainActor.assumeIsolated { control?.rxRemoveHandler(handler) }
            }
        }
        return ControlEvent(events: source)
    }

    /// A value of the control read at each of `editingEvents`, the current one first;
    /// setting it calls `setter` (RxCocoa's `controlProperty(editingEvents:getter:setter:)`).
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UIControl+Rx.swift
    @available(iOS 9.0, *)
    public func controlProperty<T>(
        editingEvents: UIControl.Event, getter: @escaping @MainActor (Base) -> T,
        setter: @escaping @MainActor (Base, T) -> Void
    ) -> ControlProperty<T> {
        let control = base
        let values = Observable<T>.create { observer in
            // Controls send their events on the main thread only; the observer is used there.
            nonisolated(unsafe) let observer = observer
            let handler = MainActor.assumeIsolated {
                observer.on(.next(getter(control)))
                return control.rxAddHandler(for: editingEvents) { observer.on(.next(getter(control))) }
            }
            return Disposables.create { [weak control] in
                MainActor.assumeIsolated { control?.rxRemoveHandler(handler) }
            }
        }
        let sink = Binder<T>(control) { control, value in
            // A Binder applies its values on the main thread.
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated { setter(control, value) }
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}
