import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Detail screen shows and decides where it leads.
/// It fetches, stores and formats data; it never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in DetailViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class DetailViewModel: ViewModelType {
    let item: Item
    let tags: [String: Set<Int>]
    let when: Date?

    init(item: Item, tags: [String: Set<Int>], when: Date?) {
        self.item = item
        self.tags = tags
        self.when = when
    }

    func transform(input: Input) -> Output {
        return Output(
            navigationTitle: .just("Detail"),
            tag: .just(nil),
            route: .empty()
        )
    }
}
