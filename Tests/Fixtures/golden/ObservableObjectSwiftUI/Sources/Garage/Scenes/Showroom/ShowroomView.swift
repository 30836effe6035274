import SwiftUI

/// Shows Showroom: the ViewModel's state (a ProgressView while it
/// loads, which VoiceOver reads, and its buttons disabled meanwhile; its
/// error in an alert), a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic.
///
/// scenegen created this file once; it is yours.
struct ShowroomView: View {
    @StateObject private var viewModel: ShowroomViewModel

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: ShowroomViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        List {
            // The values have no id: each row is identified by its position.
            Section("Cars") {
                ForEach(Array(viewModel.cars.enumerated()), id: \.offset) { row in
                    Text(String(describing: row.element))
                }
            }
            if viewModel.isLoading {
                ProgressView("Loading…")
            }
        }
        .navigationTitle("Showroom")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
        }
        // Loads each time the screen appears (the scene's `reloadOnAppear`); SwiftUI
        // cancels the load when the screen goes away.
        .task {
            await viewModel.appear()
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
        ShowroomView(viewModel: .mock())
    }
#endif
