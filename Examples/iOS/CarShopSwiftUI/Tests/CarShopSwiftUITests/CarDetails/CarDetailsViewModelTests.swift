import Foundation
import Testing

@testable import CarShopSwiftUI

/// The Car Details ViewModel with a mock catalog: the terminal car shop's
/// CarDetailsViewModelTests (Examples/Tests/CarShopTests), case for case.
@MainActor
@Suite("CarDetailsViewModel")
struct CarDetailsViewModelTests {
    private let mocks = MockServices()

    init() {
        mocks.carCatalog.carResult = Car(id: "a", name: "Alpha", price: 12_345.6)
    }

    private func viewModel(dependencies: AppDependencies? = nil) -> CarDetailsViewModel {
        CarDetailsViewModel(carID: "a", dependencies: dependencies ?? mocks.dependencies)
    }

    @Test func showsTheCarsNameAndFormattedPrice() async {
        let viewModel = viewModel()
        await viewModel.appear()
        #expect(viewModel.name == "Alpha")
        #expect(viewModel.price == "$12,346")
        #expect(mocks.carCatalog.carCalls == [.init(carID: "a")])
        #expect(viewModel.isLoading == false)
    }

    @Test func anUnknownCarSaysSo() async {
        mocks.carCatalog.carResult = nil
        let viewModel = viewModel()
        await viewModel.appear()
        #expect(viewModel.name == "—")
        #expect(viewModel.price == "—")
    }

    @Test func toggleFavoriteFlipsTheStarEachTime() async {
        let dependencies = AppDependencies(carCatalog: mocks.carCatalog, favoriteStore: InMemoryFavoriteStore())
        let viewModel = viewModel(dependencies: dependencies)
        await viewModel.appear()
        #expect(viewModel.favorite == "☆ not a favorite")
        await viewModel.toggleFavorite()
        #expect(viewModel.favorite == "★ favorite")
        await viewModel.toggleFavorite()
        #expect(viewModel.favorite == "☆ not a favorite")
    }

    @Test func toggleFavoriteTellsTheStore() async {
        let viewModel = viewModel()
        await viewModel.toggleFavorite()
        #expect(mocks.favoriteStore.toggleCalls == [.init(carID: "a")])
    }

    @Test func aFailedLoadSaysWhy() async {
        mocks.carCatalog.carFailure = CatalogError.unreachable
        let viewModel = viewModel()
        await viewModel.appear()
        #expect(viewModel.errorMessage == "The showroom cannot be reached; tap Refresh to try again.")
        #expect(viewModel.name == "—")
        #expect(viewModel.isLoading == false)
    }

    @Test func aFailureAfterTheAlertWasDismissedShowsAgain() async {
        mocks.favoriteStore.toggleFailure = CatalogError.unreachable
        let viewModel = viewModel()
        await viewModel.toggleFavorite()
        #expect(viewModel.errorMessage == "The showroom cannot be reached; tap Refresh to try again.")
        viewModel.dismissError()
        #expect(viewModel.errorMessage == nil, "the alert goes")
        await viewModel.toggleFavorite()
        #expect(viewModel.errorMessage == "The showroom cannot be reached; tap Refresh to try again.", "and comes back")
    }
}
