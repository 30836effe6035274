import Foundation

extension DetailBuilder {
    /// Makes the scene's ViewModel: inject its services here.
    ///
    /// scenegen created this file once; it is yours.
    static func makeViewModel(item: Item, tags: [String: Set<Int>], when: Date?) -> DetailViewModel {
        DetailViewModel(item: item, tags: tags, when: when)
    }
}
