import Foundation

extension EmptyBuilder {
    /// Makes the scene's ViewModel: inject its services here.
    ///
    /// scenegen created this file once; it is yours.
    static func makeViewModel() -> EmptyViewModel {
        EmptyViewModel()
    }
}
