import SceneRx
import UIKit

extension Reactive where Base: UILabel {
    /// Sets the label's text.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UILabel+Rx.swift
    @available(iOS 9.0, *)
    public var text: Binder<String?> {
        Binder(base) { label, text in
            MainActor.assumeIsolated { label.text = text }
        }
    }
}
