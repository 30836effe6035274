import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Everything screen shows and decides where it leads.
/// It fetches, stores and formats data through the services it is given; it
/// never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in SinkViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add. SinkBuilder makes it with the app's AppDependencies.
final class SinkViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.refresh,
            input.select.map { _ in },
            input.rate.map { _ in },
            input.pick.map { _ in },
            input.open.map { _ in },
            input.return
        )
        let navigationTitle = acted.map { _ in "Everything" }
            .startWith("Everything")
            .asDriver(onErrorJustReturn: "Everything")
        return Output(
            amount: .just(0),
            blob: .just(Data()),
            byID: .just([:]),
            count: .just(0),
            default: .just(false),
            dictionary: .just([:]),
            flag: .just(false),
            generic: .just([]),
            identifier: .empty(),
            initial: .empty(),
            item: .empty(),
            items: .just(nil),
            link: .empty(),
            lookup: .just([:]),
            matrix: .just([]),
            maybe: .just(nil),
            maybeNot: .just(nil),
            names: .just([]),
            navigationTitle: navigationTitle,
            ratio: .just(0),
            route: .empty(),
            small: .just(0),
            stamp: .just(Date(timeIntervalSince1970: 0)),
            text: .just(""),
            unique: .just([]),
            when: .just(Date(timeIntervalSince1970: 0))
        )
    }
}
