extension CarListBuilder {
    /// Makes the scene's ViewModel: inject its services here.
    ///
    /// scenegen created this file once; it is yours.
    static func makeViewModel() -> CarListViewModel {
        CarListViewModel(catalog: AppServices.current.catalog)
    }
}
