import SceneRx
import UIKit

extension Reactive where Base: UIStepper {
    /// The stepper's value at each `.valueChanged`, the current one first.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UIStepper+Rx.swift
    @available(iOS 9.0, *)
    public var value: ControlProperty<Double> {
        controlProperty(
            editingEvents: .valueChanged, getter: { $0.value }, setter: { stepper, value in stepper.value = value })
    }
}
