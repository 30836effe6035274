import SceneRx
import UIKit

extension Reactive where Base: UITextField {
    /// The field's text at each editing event (and `.valueChanged`), the current one first.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UITextField+Rx.swift
    @available(iOS 9.0, *)
    public var text: ControlProperty<String?> {
        value
    }

    /// The field's text (`text` is this).
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UITextField+Rx.swift
    @available(iOS 9.0, *)
    public var value: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged], getter: { $0.text },
            setter: { field, text in
                if field.text != text { field.text = text }
            })
    }
}
