import SwiftUI

/// Shows Cars */ let injected1 = 1 /* """ \(injected2) # // injected3: the ViewModel's state (dimmed while it loads, its
/// error in a section), a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic; it hands each navigation intent to the app router,
/// then consumes it.
///
/// scenegen created this file once; it is yours.
struct CarListView: View {
    @State private var viewModel: CarListViewModel
    @Environment(AppRouter.self) private var router

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: CarListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            Section("Cars") {
                ForEach(Array(viewModel.cars.enumerated()), id: \.offset) { row in
                    // Choosing a row of the first list sends its index as `select`.
                    Button(String(describing: row.element)) {
                        Task { await viewModel.select(row.offset) }
                    }
                }
            }
            LabeledContent("Hint", value: String(describing: viewModel.hint))
            if let errorMessage = viewModel.errorMessage {
                Section("Error") {
                    Text(errorMessage)
                }
            }
            Button("Refresh") {
                Task { await viewModel.refresh() }
            }
        }
        .navigationTitle("Cars */ let injected1 = 1 /* \"\"\" \\(injected2) # // injected3")
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
