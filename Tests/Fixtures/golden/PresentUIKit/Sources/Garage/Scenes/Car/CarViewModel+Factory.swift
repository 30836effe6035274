import Foundation

extension CarViewModel {
    /// Makes the scene's ViewModel for its Builder and its tests: inject its services here.
    ///
    /// scenegen created this file once; it is yours. It imports no UI module,
    /// so the ViewModel and its tests build without UIKit.
    static func make() -> CarViewModel {
        CarViewModel()
    }
}
