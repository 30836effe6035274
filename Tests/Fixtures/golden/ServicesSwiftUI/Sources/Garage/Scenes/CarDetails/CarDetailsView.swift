import SwiftUI

/// Shows Details """ #"injected4"# \(injected5) // injected6: the ViewModel's state (dimmed while it loads, its
/// error in a section), a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic; it hands each navigation intent to the app router,
/// then consumes it.
///
/// scenegen created this file once; it is yours.
struct CarDetailsView: View {
    @State private var viewModel: CarDetailsViewModel
    @Environment(AppRouter.self) private var router

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: CarDetailsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            LabeledContent("Car", value: viewModel.car.map { String(describing: $0) } ?? "—")
            LabeledContent("Is Favorite", value: String(describing: viewModel.isFavorite))
            if let errorMessage = viewModel.errorMessage {
                Section("Error") {
                    Text(errorMessage)
                }
            }
            Button("Toggle Favorite") {
                Task { await viewModel.toggleFavorite() }
            }
        }
        .navigationTitle("Details \"\"\" #\"injected4\"# \\(injected5) // injected6")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
            Task { await viewModel.appear() }
        }
        .onChange(of: viewModel.isLoading) { _, isLoading in
            withAnimation(.easeInOut) { contentOpacity = isLoading ? 0.5 : 1 }
        }
        .onChange(of: viewModel.navigationIntent) { _, intent in
            guard let intent else { return }
            router.push(intent.appRoute)
            viewModel.navigationIntent = nil  // consumed after handling
        }
    }
}
