import ScenegenCore
import ScenegenSpec
import Testing

/// The bounds of `SpecLimits` (issue 6): a spec past one is an error at the
/// first item beyond it, naming the bound; a spec at the bound is fine.
@Suite("Spec limits")
struct SpecLimitsTests {
    /// A spec with one scene `Huge` whose `key:` holds `lines`, a marker before line `marked`.
    static func scene(_ key: String, _ lines: [String], marked: Int? = nil) -> String {
        var text = "module: Shop\nscenes:\n  Other:\n  Huge:\n    \(key):\n"
        for (index, line) in lines.enumerated() {
            text += "      " + (index == marked ? "1️⃣" : "") + line + "\n"
        }
        return text
    }

    @Test(arguments: ["fields", "inputs"])
    func propertiesPastTheBound(key: String) {
        let lines = (0...SpecLimits.membersPerScene).map { "name\($0): String" }
        expectDiagnostics(
            Self.scene(key, lines, marked: SpecLimits.membersPerScene),
            [
                .error(
                    "1️⃣",
                    "scene `Huge` has 1,001 \(key); a scene may have at most 1,000 \(key): split it into smaller scenes"
                )
            ])
    }

    @Test func actionsPastTheBoundAreNotCheckedFurther() {
        // `bad_name` past the bound draws no error of its own: only the bound's.
        let names = (0..<SpecLimits.membersPerScene).map { "a\($0)" } + ["1️⃣bad_name", "b"]
        let text = "module: Shop\nscenes:\n  Huge:\n    actions: [" + names.joined(separator: ", ") + "]\n"
        expectDiagnostics(
            text,
            [
                .error(
                    "1️⃣",
                    "scene `Huge` has 1,002 actions; a scene may have at most 1,000 actions: split it into smaller scenes"
                )
            ])
    }

    @Test func membersAtTheBoundAreFine() {
        let count = SpecLimits.membersPerScene
        let text =
            "module: Shop\nscenes:\n  Huge:\n    fields:\n"
            + (0..<count).map { "      f\($0): String\n" }.joined()
            + "    inputs:\n" + (0..<count).map { "      i\($0): Int\n" }.joined()
            + "    actions: [" + (0..<count).map { "a\($0)" }.joined(separator: ", ") + "]\n"
        #expect(specDiagnostics(text).isEmpty)
    }

    @Test func routesPastTheBound() {
        let names = (0...SpecLimits.routesPerScene).map { "S\($0)" }
        var text = "module: Shop\nscenes:\n"
        for name in names { text += "  \(name):\n" }
        text += "  Huge:\n    routes: [" + names.dropLast().joined(separator: ", ") + ", 1️⃣\(names.last ?? "")]\n"
        expectDiagnostics(
            text, [.error("1️⃣", "scene `Huge` has 1,001 routes; a scene may have at most 1,000 routes")])
    }

    @Test func scenesPastTheBound() {
        var text = "module: Shop\nscenes:\n"
        for index in 0...SpecLimits.scenes {
            text += "  " + (index == SpecLimits.scenes ? "1️⃣" : "") + "Scene\(index):\n"
        }
        expectDiagnostics(
            text,
            [
                .error(
                    "1️⃣",
                    "the spec has 2,001 scenes; a spec may have at most 2,000: split it into several specs (`--spec`)")
            ])
    }

    @Test func modelsAndPropertiesPastTheBound() {
        var text = "module: Shop\nmodels:\n  Wide:\n"
        for index in 0...SpecLimits.propertiesPerModel {
            text += "    " + (index == SpecLimits.propertiesPerModel ? "1️⃣" : "") + "p\(index): Int\n"
        }
        for index in 1...SpecLimits.models {
            text += "  " + (index == SpecLimits.models ? "2️⃣" : "") + "Model\(index): {}\n"
        }
        expectDiagnostics(
            text,
            [
                .error(
                    "1️⃣",
                    "model `Wide` has 1,001 properties; a model may have at most 1,000: split it into several models"),
                .error("2️⃣", "the spec has 2,001 models; a spec may have at most 2,000: move some into another spec"),
            ])
    }

    @Test func longTitlesNamesAndTypes() {
        let long = String(repeating: "a", count: SpecLimits.nameLength + 1)
        let title = String(repeating: "é", count: SpecLimits.titleLength + 1)
        expectDiagnostics(
            """
            module: 1️⃣M\(long)
            scenes:
              Huge:
                title: 2️⃣\(title)
                fields:
                  f: 3️⃣T\(long)
                actions: [4️⃣a\(long)]
                routes: [5️⃣R\(long)]
              Fine:
                title: \(String(title.dropFirst()))
                actions: [a\(long.dropFirst(2))]

            """,
            [
                .error("1️⃣", "this module name is 1,026 characters long; a name may have at most 1,024: shorten it"),
                .error(
                    "2️⃣",
                    "the title of scene `Huge` is 1,025 characters long; a title may have at most 1,024: shorten it"),
                .error(
                    "3️⃣",
                    "the type of field `f` is 1,026 characters long; a type may have at most 1,024: declare a shorter `typealias` in the module"
                ),
                .error("4️⃣", "this action name is 1,026 characters long; a name may have at most 1,024: shorten it"),
                .error("5️⃣", "this route name is 1,026 characters long; a name may have at most 1,024: shorten it"),
            ])
    }

    // MARK: - Suggestions

    /// Suggestions skip candidates by length; they must still be the ones a
    /// pass over every candidate makes (ties going to the first written).
    @Test func typeSuggestionsAreThoseOfTheWholeList() throws {
        let models = ["Car", "Cart", "Card", "Carts", "Garage", "Engine", "Engines", "Wheel", "Wheels", "Seat"]
        let typos = ["Cat", "Carz", "Cards", "Garag", "Enigne", "Whell", "Seats", "Strng", "Dat", "Xyzzy", "Cs"]
        var text =
            "module: Shop\nmodels:\n" + models.map { "  \($0): {}\n" }.joined() + "scenes:\n  Huge:\n    fields:\n"
        for (index, typo) in typos.enumerated() { text += "      f\(index): \(typo)\n" }
        let notes = specDiagnostics(text).filter { $0.severity == .note }
        #expect(notes.count == typos.count)
        for (note, typo) in zip(notes, typos) {
            let expected = NameSuggestion.closest(to: typo, among: KnownTypes.all.sorted() + models)
            let suffix = expected.map { "; did you mean `\($0)`?" } ?? ""
            #expect(note.message.hasSuffix("must declare it" + suffix), "\(typo): \(note.message)")
        }
    }

    /// 2,000 models and thousands of near-miss types: the suggestions stop
    /// at their budget instead of comparing every type with every model.
    @Test func suggestionsStopAtTheirBudget() {
        var text = "module: Shop\nmodels:\n"
        for index in 0..<SpecLimits.models { text += "  Model\(index): {}\n" }
        text += "scenes:\n"
        for scene in 0..<5 {
            text += "  Scene\(scene):\n    fields:\n"
            for index in 0..<SpecLimits.membersPerScene { text += "      f\(index): Modle\(scene * 1000 + index)\n" }
        }
        let notes = specDiagnostics(text).filter { $0.severity == .note }
        #expect(notes.count == 5 * SpecLimits.membersPerScene)
        #expect(notes.first?.message.hasSuffix("did you mean `Model0`?") == true)
        #expect(notes.last?.message.hasSuffix("must declare it") == true)
    }
}
