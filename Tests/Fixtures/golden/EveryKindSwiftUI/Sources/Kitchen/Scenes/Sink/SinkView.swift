import SwiftUI

/// Shows Everything: the ViewModel's state, a control per action. It
/// holds only view state (`@State` animation values, driven by `.onChange`)
/// and no business logic; it hands each navigation intent to the app router,
/// then consumes it.
///
/// scenegen created this file once; it is yours.
struct SinkView: View {
    @State private var viewModel: SinkViewModel
    /// The app router AppRouterView puts in the environment; nil outside one
    /// (a preview, a test host), where a navigation intent is consumed and goes nowhere.
    @Environment(AppRouter.self) private var router: AppRouter?

    // MARK: - Animation state (view-only: never in the ViewModel)
    @State private var contentOpacity: Double = 0

    // MARK: - What the user types or steps (view-only until it is sent)
    /// The value of the rate stepper; each step sends it as `rate`.
    @State private var rateValue = 0

    init(viewModel: SinkViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            LabeledContent("Text", value: String(describing: viewModel.text))
            LabeledContent("Count", value: String(describing: viewModel.count))
            LabeledContent("Ratio", value: String(describing: viewModel.ratio))
            LabeledContent("Small", value: String(describing: viewModel.small))
            LabeledContent("Flag", value: String(describing: viewModel.flag))
            LabeledContent("Initial", value: viewModel.initial.map { String(describing: $0) } ?? "—")
            LabeledContent("Amount", value: String(describing: viewModel.amount))
            LabeledContent("When", value: String(describing: viewModel.when))
            LabeledContent("Link", value: viewModel.link.map { String(describing: $0) } ?? "—")
            LabeledContent("Identifier", value: viewModel.identifier.map { String(describing: $0) } ?? "—")
            LabeledContent("Blob", value: String(describing: viewModel.blob))
            LabeledContent("Maybe", value: viewModel.maybe ?? "—")
            LabeledContent("Maybe Not", value: viewModel.maybeNot.flatMap { $0 }.map { String(describing: $0) } ?? "—")
            // The values have no id: each row is identified by its position.
            Section("Names") {
                ForEach(Array(viewModel.names.enumerated()), id: \.offset) { row in
                    Text(String(describing: row.element))
                }
            }
            // The values have no id: each row is identified by its position.
            Section("Matrix") {
                ForEach(Array(viewModel.matrix.enumerated()), id: \.offset) { row in
                    Text(String(describing: row.element))
                }
            }
            LabeledContent("Lookup", value: String(describing: viewModel.lookup))
            LabeledContent("By ID", value: String(describing: viewModel.byID))
            // The values have no id: each row is identified by its position.
            Section("Unique") {
                ForEach(Array(viewModel.unique.enumerated()), id: \.offset) { row in
                    Text(String(describing: row.element))
                }
            }
            // The values have no id: each row is identified by its position.
            Section("Generic") {
                ForEach(Array(viewModel.generic.enumerated()), id: \.offset) { row in
                    Text(String(describing: row.element))
                }
            }
            LabeledContent("Dictionary", value: String(describing: viewModel.dictionary))
            LabeledContent("Item", value: viewModel.item.map { String(describing: $0) } ?? "—")
            // Each row is identified by its Item's id, so SwiftUI keeps a row's identity as the list changes.
            Section("Items") {
                ForEach(Array((viewModel.items ?? []).enumerated()), id: \.element.id) { row in
                    // Choosing a row sends its Item's id as `select`.
                    Button(String(describing: row.element)) {
                        Task { await viewModel.select(row.element.id) }
                    }
                }
            }
            LabeledContent("Stamp", value: String(describing: viewModel.stamp))
            LabeledContent("Default", value: String(describing: viewModel.`default`))
            Button("Refresh") {
                Task { await viewModel.refresh() }
            }
            Stepper(value: $rateValue) {
                LabeledContent("Rate", value: String(rateValue))
            }
            .onChange(of: rateValue) { _, value in
                Task { await viewModel.rate(value) }
            }
            Button("Return") {
                Task { await viewModel.`return`() }
            }
        }
        .navigationTitle("Everything")
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
        SinkView(viewModel: .mock())
    }
#endif
