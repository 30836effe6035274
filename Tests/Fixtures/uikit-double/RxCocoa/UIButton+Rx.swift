import SceneRx
import UIKit

extension Reactive where Base: UIButton {
    /// The button's taps (`.touchUpInside`).
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UIButton+Rx.swift
    @available(iOS 9.0, *)
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }
}
