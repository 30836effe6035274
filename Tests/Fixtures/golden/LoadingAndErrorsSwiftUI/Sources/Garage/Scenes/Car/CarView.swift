import SwiftUI

/// Shows Car: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic; it hands each navigation intent to the app router,
/// then consumes it.
///
/// scenegen created this file once; it is yours.
struct CarView: View {
    @State private var viewModel: CarViewModel
    /// The app router AppRouterView puts in the environment; nil outside one
    /// (a preview, a test host), where a navigation intent is consumed and goes nowhere.
    @Environment(AppRouter.self) private var router: AppRouter?

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: CarViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            LabeledContent("Title", value: String(describing: viewModel.title))
            LabeledContent("Error Message", value: String(describing: viewModel.errorMessage))
            Button("Close") {
                Task { await viewModel.close() }
            }
        }
        .navigationTitle("Car")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
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
        CarView(viewModel: .mock())
    }
#endif
