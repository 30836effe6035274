import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Article screen shows.
/// It fetches, stores and formats data through the services it is given; it
/// never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in ArticleDetailsViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add. ArticleDetailsBuilder makes it with the app's AppDependencies.
final class ArticleDetailsViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.pick.map { _ in }
        )
        let navigationTitle = acted.map { _ in "Article" }
            .startWith("Article")
            .asDriver(onErrorJustReturn: "Article")
        return Output(
            comments: .just([]),
            headline: .just(""),
            navigationTitle: navigationTitle
        )
    }
}
