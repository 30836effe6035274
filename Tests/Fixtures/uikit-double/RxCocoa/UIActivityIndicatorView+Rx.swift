import SceneRx
import UIKit

extension Reactive where Base: UIActivityIndicatorView {
    /// Starts or stops the spinner.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UIActivityIndicatorView+Rx.swift
    @available(iOS 9.0, *)
    public var isAnimating: Binder<Bool> {
        Binder(base) { spinner, active in
            MainActor.assumeIsolated {
                if active { spinner.startAnimating() } else { spinner.stopAnimating() }
            }
        }
    }
}
