import SwiftUI

/// Shows Car Details: the ViewModel's state (a ProgressView while it
/// loads, which VoiceOver reads, and its buttons disabled meanwhile; its
/// error in an alert), a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic.
///
/// scenegen created this file once; it is yours.
struct CarDetailsView: View {
    @State private var viewModel: CarDetailsViewModel

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0
    /// Whether `appear()` ran to its end: coming back to this screen does not load it again.
    @State private var hasAppeared = false

    init(viewModel: CarDetailsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            LabeledContent("Name", value: String(describing: viewModel.name))
            LabeledContent("Price", value: String(describing: viewModel.price))
            LabeledContent("Favorite", value: String(describing: viewModel.favorite))
            if viewModel.isLoading {
                ProgressView("Loading…")
            }
            Button("Toggle Favorite") {
                Task { await viewModel.toggleFavorite() }
            }
            .disabled(viewModel.isLoading)  // not while a use case runs: two would overlap
        }
        .navigationTitle("Car Details")
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
        CarDetailsView(viewModel: .mock())
    }
#endif
