import SwiftUI

/// Shows Search: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic; it hands each navigation intent to the app router,
/// then consumes it.
///
/// scenegen created this file once; it is yours.
struct SearchView: View {
    @State private var viewModel: SearchViewModel
    /// The app router AppRouterView puts in the environment; nil outside one
    /// (a preview, a test host), where a navigation intent is consumed and goes nowhere.
    @Environment(AppRouter.self) private var router: AppRouter?

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    // MARK: - What the user types or steps (view-only until it is sent)
    /// The text of the query field; Return sends it as `query`.
    @State private var queryText = ""
    /// The value of the count stepper; each step sends it as `count`.
    @State private var countValue = 0

    init(viewModel: SearchViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            LabeledContent("Author", value: viewModel.author.map { String(describing: $0) } ?? "—")
            LabeledContent("Editor", value: viewModel.editor.map { String(describing: $0) } ?? "—")
            LabeledContent("Summary", value: viewModel.summary ?? "—")
            LabeledContent("Total", value: String(describing: viewModel.total))
            TextField("Query", text: $queryText)
                .submitLabel(.send)
                .onSubmit {
                    Task { await viewModel.query(queryText) }
                }
            Stepper(value: $countValue) {
                LabeledContent("Count", value: String(countValue))
            }
            .onChange(of: countValue) { _, value in
                Task { await viewModel.count(value) }
            }
            Button("Refresh") {
                Task { await viewModel.refresh() }
            }
        }
        .navigationTitle("Search")
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
        SearchView(viewModel: .mock())
    }
#endif
