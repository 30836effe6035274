import SwiftUI

/// Shows Braces: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic.
///
/// scenegen created this file once; it is yours.
struct BracesView: View {
    @State private var viewModel: BracesViewModel

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: BracesViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
        }
        .navigationTitle("Braces")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
        }
    }
}

#if DEBUG
    #Preview {
        BracesView(viewModel: .mock())
    }
#endif
