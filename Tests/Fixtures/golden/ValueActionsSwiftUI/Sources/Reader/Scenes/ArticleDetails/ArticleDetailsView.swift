import SwiftUI

/// Shows Article: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic.
///
/// scenegen created this file once; it is yours.
struct ArticleDetailsView: View {
    @State private var viewModel: ArticleDetailsViewModel

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    init(viewModel: ArticleDetailsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            LabeledContent("Headline", value: String(describing: viewModel.headline))
            // The values have no id: each row is identified by its position.
            Section("Comments") {
                ForEach(Array(viewModel.comments.enumerated()), id: \.offset) { row in
                    // Choosing a row sends its String as `pick`.
                    Button(String(describing: row.element)) {
                        Task { await viewModel.pick(row.element) }
                    }
                }
            }
        }
        .navigationTitle("Article")
        .opacity(contentOpacity)
        .onAppear {
            withAnimation(.easeIn) { contentOpacity = 1 }
        }
    }
}

#if DEBUG
    #Preview {
        ArticleDetailsView(viewModel: .mock())
    }
#endif
