import SwiftUI

/// Shows Garage: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic; it hands each navigation intent to the app router,
/// then consumes it.
///
/// scenegen created this file once; it is yours.
struct GarageView: View {
    @State private var viewModel: GarageViewModel
    /// The app router AppRouterView puts in the environment; nil outside one
    /// (a preview, a test host), where a navigation intent is consumed and goes nowhere.
    @Environment(AppRouter.self) private var router: AppRouter?

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: GarageViewModel) {
        _viewModel = State(initialValue: viewModel)
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
            LabeledContent("Error Message", value: viewModel.errorMessage ?? "—")
            Button("Reload") {
                Task { await viewModel.reload() }
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
