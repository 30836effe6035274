import ScenegenCore
import ScenegenSpec
import Testing

/// A chosen row of a scene's list (docs/spec.md, "A chosen row"): an action whose
/// value names a list field sends what identifies the chosen item, in every flavor.
@Suite("List selection")
struct ListSelectionTests {
    private func load(_ scene: String) throws(DiagnosticError) -> LoadedSpec {
        try SpecLoader.load(
            SourceFile(
                path: "scenegen.yml",
                text: """
                    module: Shop
                    models:
                      Car: { id: String, name: String }
                      Tag: { label: String }
                    scenes:
                      List:
                    \(scene)

                    """))
    }

    private func errors(_ scene: String) -> [Diagnostic] {
        do {
            _ = try load(scene)
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }
        }
    }

    @Test func aListOfModelsWithAnIDSendsTheChosenItemsID() throws {
        let spec = try load(
            """
                fields: { query: String, cars: "[Car]" }
                actions: [{ search: String }, { select: cars }]
            """
        ).spec
        let scene = try #require(spec.scenes.first)
        #expect(scene.actions[1].payload == .named("String"), "Car.id is a String")
        #expect(scene.actions[1].selects == "cars")
        #expect(scene.actions[0].selects == nil, "a String action stays a typed value")
        let selection = try #require(ListSelection.of(scene, models: spec.models))
        #expect(selection.action.name == "select")
        #expect(selection.field.name == "cars")
        #expect(selection.element == .named("Car"))
        #expect(selection.idProperty == "id")
    }

    @Test func aListOfValuesOrOfModelsWithoutAnIDSendsTheItemItself() throws {
        let spec = try load(
            """
                fields: { names: "[String]", tags: "[Tag]?" }
                actions: [{ pick: names }]
            """
        ).spec
        let scene = try #require(spec.scenes.first)
        #expect(scene.actions[0].payload == .named("String"))
        #expect(ListSelection.of(scene, models: spec.models)?.idProperty == nil)
        #expect(ListSelection.identity(of: scene.fields[1].type, models: spec.models)?.type == .named("Tag"))
    }

    @Test func aSecondChoosingActionIsRefusedAtItsValue() {
        let found = errors(
            """
                fields: { cars: "[Car]" }
                actions: [{ select: cars }, { open: cars }]
            """)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("`open` cannot choose a row too") == true, "\(found)")
        #expect(found.first?.span?.start.line == 8)
    }

    @Test func aValueNamingAFieldThatIsNoListIsRefused() {
        let found = errors(
            """
                fields: { title: String }
                actions: [{ select: title }]
            """)
        #expect(found.count == 1, "one error, not also an unknown type `title`: \(found)")
        #expect(found.first?.message.contains("which is not a list") == true, "\(found)")
    }

    @Test func anIntActionNamedLikeChoosingARowGetsANote() throws {
        let loaded = try load(
            """
                fields: { cars: "[Car]" }
                actions: [{ select: Int }, { limit: Int }]
            """)
        let notes = loaded.diagnostics.filter { $0.severity == .note }
        #expect(notes.count == 1, "`limit` is a number, not a row: \(notes)")
        #expect(notes.first?.message.contains("write `select: cars`") == true, "\(notes)")
        #expect(ListSelection.of(loaded.spec.scenes[0], models: loaded.spec.models) == nil)
    }
}
