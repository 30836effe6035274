import SwiftUI

/// Shows Empty: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic.
///
/// scenegen created this file once; it is yours.
struct EmptyView: View {
    @State private var viewModel: EmptyViewModel

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: EmptyViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
        }
        .navigationTitle("Empty")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
        }
    }
}

#if DEBUG
    #Preview {
        EmptyView(viewModel: .mock())
    }
#endif
