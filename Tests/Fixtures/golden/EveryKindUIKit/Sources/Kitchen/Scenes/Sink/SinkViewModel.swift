import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Everything screen shows and decides where it leads.
/// It fetches, stores and formats data; it never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in SinkViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class SinkViewModel: ViewModelType {
    let itemID: UUID

    init(itemID: UUID) {
        self.itemID = itemID
    }

    func transform(input: Input) -> Output {
        // TODO: `input.refresh` fires when the user asks to refresh; derive outputs from it.
        // TODO: `input.select` fires when the user asks to select; derive outputs from it.
        // TODO: `input.pick` fires when the user asks to pick; derive outputs from it.
        // TODO: `input.open` fires when the user asks to open; derive outputs from it.
        // TODO: `input.return` fires when the user asks to return; derive outputs from it.
        return Output(
            navigationTitle: .just("Everything"),
            text: .just(""),
            count: .just(0),
            ratio: .just(0),
            small: .just(0),
            flag: .just(false),
            initial: .empty(),
            amount: .just(0),
            when: .just(Date(timeIntervalSince1970: 0)),
            link: .empty(),
            identifier: .empty(),
            blob: .just(Data()),
            maybe: .just(nil),
            maybeNot: .just(nil),
            names: .just([]),
            matrix: .just([]),
            lookup: .just([:]),
            byID: .just([:]),
            unique: .just([]),
            generic: .just([]),
            dictionary: .just([:]),
            item: .empty(),
            items: .just(nil),
            stamp: .just(Date(timeIntervalSince1970: 0)),
            default: .just(false),
            route: .empty()
        )
    }
}
