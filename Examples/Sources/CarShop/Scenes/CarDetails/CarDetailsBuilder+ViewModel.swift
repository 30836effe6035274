extension CarDetailsBuilder {
    /// Makes the scene's ViewModel: inject its services here.
    ///
    /// scenegen created this file once; it is yours.
    static func makeViewModel(carID: String) -> CarDetailsViewModel {
        CarDetailsViewModel(
            carID: carID, catalog: AppServices.current.catalog, favorites: AppServices.current.favorites)
    }
}
