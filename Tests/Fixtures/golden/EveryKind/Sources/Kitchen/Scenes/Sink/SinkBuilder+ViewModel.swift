import Foundation

extension SinkBuilder {
    /// Makes the scene's ViewModel: inject its services here.
    ///
    /// scenegen created this file once; it is yours.
    static func makeViewModel(itemID: UUID) -> SinkViewModel {
        SinkViewModel(itemID: itemID)
    }
}
