import SwiftUI

/// Shows Settings: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic.
///
/// scenegen created this file once; it is yours.
struct SettingsView: View {
    @State private var viewModel: SettingsViewModel

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: SettingsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
        }
        .navigationTitle("Settings")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
        }
    }
}

#if DEBUG
    #Preview {
        SettingsView(viewModel: .mock())
    }
#endif
