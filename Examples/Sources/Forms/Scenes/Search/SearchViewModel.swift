import Foundation
import SceneRx

/// Looks for a text among a few saved notes, and picks one of the results by number.
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
        let results = searching.map { text in
            Self.notes.filter { text.isEmpty || $0.localizedCaseInsensitiveContains(text) }
        }
        .share(replay: 1)
        let selected = input.select.withLatestFrom(results) { number, results in
            results.indices.contains(number - 1) ? "\(number). \(results[number - 1])" : "no result \(number)"
        }
        return Output(
            navigationTitle: .just("Search"),
            results: results.asDriver(onErrorJustReturn: []),
            searching: searching.asDriver(onErrorJustReturn: ""),
            selected: selected.startWith("").asDriver(onErrorJustReturn: "")
        )
    }
}
