/// The services the app's scenes share, made once at launch.
final class AppServices {
    let catalog: CarCatalog
    let favorites: FavoriteStore

    init(
        catalog: CarCatalog = InMemoryCarCatalog(stock: InMemoryCarCatalog.showroom),
        favorites: FavoriteStore = FavoriteStore()
    ) {
        self.catalog = catalog
        self.favorites = favorites
    }

    /// What the Builders inject. Tests replace it before building a scene.
    nonisolated(unsafe) static var current = AppServices()
}
