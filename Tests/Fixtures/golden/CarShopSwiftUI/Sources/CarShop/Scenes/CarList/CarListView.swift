import SwiftUI

/// Shows Cars: the ViewModel's state (a ProgressView while it
/// loads, which VoiceOver reads, and its buttons disabled meanwhile; its
/// error in an alert), a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic; it hands each navigation intent to the app router,
/// then consumes it.
///
/// scenegen created this file once; it is yours.
struct CarListView: View {
    @State private var viewModel: CarListViewModel
    /// The app router AppRouterView puts in the environment; nil outside one
    /// (a preview, a test host), where a navigation intent is consumed and goes nowhere.
    @Environment(AppRouter.self) private var router: AppRouter?

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0
    /// Whether `appear()` ran to its end: coming back to this screen does not load it again.
    @State private var hasAppeared = false

    init(viewModel: CarListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            // Each row is identified by its Car's id, so SwiftUI keeps a row's identity as the list changes.
            Section("Cars") {
                ForEach(Array(viewModel.cars.enumerated()), id: \.element.id) { row in
                    // Choosing a row sends its Car's id as `select`.
                    Button(String(describing: row.element)) {
                        Task { await viewModel.select(row.element.id) }
                    }
                }
            }
            LabeledContent("Hint", value: String(describing: viewModel.hint))
            if viewModel.isLoading {
                ProgressView("Loading…")
            }
            Button("Refresh") {
                Task { await viewModel.refresh() }
            }
            .disabled(viewModel.isLoading)  // not while a use case runs: two would overlap
        }
        .navigationTitle("Cars")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
        }
        // Loads the first time the screen appears, not again on coming back; SwiftUI
        // cancels the load when the screen goes away.
        .task {
            guard !hasAppeared else { return }
            await viewModel.appear()
            hasAppeared = !Task.isCancelled
        }
        // Shown while the ViewModel has an error message; dismissing it clears the message,
        // so the next failure shows again even with the same text.
        .alert("Error", isPresented: isShowingError, presenting: viewModel.errorMessage) { _ in
            Button("OK") {}
        } message: { message in
            Text(message)
        }
        .onChange(of: viewModel.navigationIntent) { _, intent in
            guard let intent else { return }
            router?.push(intent.appRoute)
            viewModel.navigationIntent = nil  // consumed after handling
        }
    }

    /// Whether the error alert shows: whether the ViewModel has an error message.
    private var isShowingError: Binding<Bool> {
        // The closures run on the main actor, as the view does (Binding takes `@isolated(any)` ones).
        Binding(
            get: { @MainActor in viewModel.errorMessage != nil },
            set: { @MainActor isShowing in
                if !isShowing { viewModel.dismissError() }
            })
    }
}

#if DEBUG
    #Preview {
        CarListView(viewModel: .mock())
    }
#endif
