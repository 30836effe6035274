import Foundation
import SceneRx

/// Looks for a text among a few saved notes, shows at most as many results as the
/// user asks, and says which result the user chose.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in SearchViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
final class SearchViewModel: ViewModelType {
    /// What there is to search.
    static let notes = ["quarterly report", "quiet hours", "query plan", "back up photos"]

    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        let searching = input.query.startWith("").share(replay: 1)
        let limit = input.limit.map { max($0, 0) }.startWith(Self.notes.count)
        let results = Observable.combineLatest(searching, limit) { text, limit in
            Array(Self.notes.filter { text.isEmpty || $0.localizedCaseInsensitiveContains(text) }.prefix(limit))
        }
        .share(replay: 1)
        // A chosen row sends the result itself: a list of plain values has no other id.
        let selected = input.select
        return Output(
            navigationTitle: .just("Search"),
            results: results.asDriver(onErrorJustReturn: []),
            searching: searching.asDriver(onErrorJustReturn: ""),
            selected: selected.startWith("").asDriver(onErrorJustReturn: "")
        )
    }
}
