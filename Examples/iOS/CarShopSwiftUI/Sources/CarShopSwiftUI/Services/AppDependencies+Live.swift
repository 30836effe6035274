/// The services the app runs with: the showroom's catalog (every third load
/// fails, to show the error path) and an empty favorites store.
extension AppDependencies {
    @MainActor
    static func live() -> AppDependencies {
        AppDependencies(
            carCatalog: InMemoryCarCatalog(stock: InMemoryCarCatalog.showroom, failsEvery: 3),
            favoriteStore: InMemoryFavoriteStore())
    }
}
