import SwiftUI

/// Shows Car Details: the ViewModel's state (dimmed while it loads, its
/// error in a section), a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic.
///
/// scenegen created this file once; it is yours.
struct CarDetailsView: View {
    @State private var viewModel: CarDetailsViewModel

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: CarDetailsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            LabeledContent("Name", value: String(describing: viewModel.name))
            LabeledContent("Price", value: String(describing: viewModel.price))
            LabeledContent("Favorite", value: String(describing: viewModel.favorite))
            if let errorMessage = viewModel.errorMessage {
                Section("Error") {
                    Text(errorMessage)
                }
            }
            Button("Toggle Favorite") {
                Task { await viewModel.toggleFavorite() }
            }
        }
        .navigationTitle("Car Details")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
            Task { await viewModel.appear() }
        }
        .onChange(of: viewModel.isLoading) { _, isLoading in
            withAnimation(.easeInOut) { contentOpacity = isLoading ? 0.5 : 1 }
        }
    }
}
