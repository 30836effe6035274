import SwiftUI

/// Shows Car: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic.
///
/// scenegen created this file once; it is yours.
struct CarView: View {
    @StateObject private var viewModel: CarViewModel

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: CarViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        List {
            LabeledContent("Title", value: String(describing: viewModel.title))
        }
        .navigationTitle("Car")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
        }
    }
}

#if DEBUG
    #Preview {
        CarView(viewModel: .mock())
    }
#endif
