import SwiftUI

/// The app's entry point: one window whose navigation stack starts at the car
/// list. The services are made once, so every screen shares the favorites.
@main
struct CarShopApp: App {
    private let dependencies = AppDependencies.live()

    var body: some Scene {
        WindowGroup {
            AppRouterView(dependencies: dependencies) { CarListView(viewModel: .live(dependencies: dependencies)) }
        }
    }
}
