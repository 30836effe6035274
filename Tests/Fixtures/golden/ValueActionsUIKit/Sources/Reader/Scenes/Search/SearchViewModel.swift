import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Search screen shows and decides where it leads.
/// It fetches, stores and formats data through the services it is given; it
/// never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in SearchViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add. SearchBuilder makes it with the app's AppDependencies.
final class SearchViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.query.map { _ in },
            input.count.map { _ in },
            input.refresh
        )
        let navigationTitle = acted.map { _ in "Search" }
            .startWith("Search")
            .asDriver(onErrorJustReturn: "Search")
        return Output(
            author: .just(nil),
            editor: .empty(),
            navigationTitle: navigationTitle,
            route: .empty(),
            summary: .just(nil),
            total: .just(0)
        )
    }
}
