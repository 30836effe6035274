import SwiftUI

/// Shows Garage: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic; it hands each navigation intent to the app router,
/// then consumes it.
///
/// scenegen created this file once; it is yours.
struct GarageView: View {
    @StateObject private var viewModel: GarageViewModel
    /// The app router AppRouterView puts in the environment; nil outside one
    /// (a preview, a test host), where a navigation intent is consumed and goes nowhere.
    @Environment(\.appRouter) private var router

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: GarageViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        List {
            // The values have no id: each row is identified by its position.
            Section("Cars") {
                ForEach(Array(viewModel.cars.enumerated()), id: \.offset) { row in
                    // Choosing a row sends its String as `select`.
                    Button(String(describing: row.element)) {
                        Task { await viewModel.select(row.element) }
                    }
                }
            }
            LabeledContent("Is Loading", value: String(describing: viewModel.isLoading))
            Button("Reload") {
                Task { await viewModel.reload() }
            }
            Button("Showroom") {
                Task { await viewModel.showroom() }
            }
        }
        .navigationTitle("Garage")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
        }
        .onChange(of: viewModel.isLoading) { _, isLoading in
            withAnimation(.easeInOut) { contentOpacity = isLoading ? 0.5 : 1 }
        }
        .onChange(of: viewModel.navigationIntent) { _, intent in
            guard let intent else { return }
            router?.push(intent.appRoute)
            viewModel.navigationIntent = nil  // consumed after handling
        }
    }
}

#if DEBUG
    #Preview {
        GarageView(viewModel: .mock())
    }
#endif
