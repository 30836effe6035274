import ScenegenCore
import ScenegenSpec
import ScenegenTestSupport
import Testing

@Suite("Adding a scene to spec text")
struct SpecEditorTests {
    let settings = SceneSpec(name: "Settings", fields: [PropertySpec(name: "isDark", type: .named("Bool"))])

    func add(_ scene: SceneSpec, to text: String) throws -> String {
        try SpecEditor.addScene(scene, to: SourceFile(path: "scenegen.yml", text: text))
    }

    @Test func appendsUnderScenesKeepingComments() throws {
        let text = """
            # The shop.
            module: Shop   # the module

            scenes:
              # The list comes first.
              CarList:
                fields:
                  cars: "[Car]"   # all of them
                routes: [CarList]
            # models come later
            models:
              Car:
                id: String

            """
        let expected = """
            # The shop.
            module: Shop   # the module

            scenes:
              # The list comes first.
              CarList:
                fields:
                  cars: "[Car]"   # all of them
                routes: [CarList]
              Settings:
                fields:
                  isDark: Bool
            # models come later
            models:
              Car:
                id: String

            """
        #expect(try add(settings, to: text) == expected)
    }

    @Test func createsScenesWhenAbsent() throws {
        #expect(
            try add(settings, to: "module: Shop\n# the end\n")
                == "module: Shop\n# the end\n\nscenes:\n  Settings:\n    fields:\n      isDark: Bool\n")
    }

    @Test func fillsEmptyBraces() throws {
        #expect(
            try add(settings, to: "module: Shop\nscenes: {}   # none yet\n# bye\n")
                == "module: Shop\nscenes:   # none yet\n  Settings:\n    fields:\n      isDark: Bool\n# bye\n")
    }

    @Test func fillsAnEmptyScenesKey() throws {
        #expect(
            try add(SceneSpec(name: "Home"), to: "module: Shop\nscenes:\n# Example:\n#   Car: {}\n")
                == "module: Shop\nscenes:\n  Home: {}\n# Example:\n#   Car: {}\n")
    }

    @Test func followsTheFilesIndentation() throws {
        let text = "module: Shop\nscenes:\n    Home:\n        actions: [refresh]\n"
        #expect(
            try add(settings, to: text)
                == "module: Shop\nscenes:\n    Home:\n        actions: [refresh]\n    Settings:\n        fields:\n            isDark: Bool\n"
        )
    }

    @Test func emptyTextAndTextWithoutFinalNewline() throws {
        #expect(try add(SceneSpec(name: "Home"), to: "") == "scenes:\n  Home: {}\n")
        #expect(try add(SceneSpec(name: "Home"), to: "# only a comment") == "# only a comment\n\nscenes:\n  Home: {}\n")
        #expect(
            try add(SceneSpec(name: "Home"), to: "module: Shop\nscenes:\n  List: {}")
                == "module: Shop\nscenes:\n  List: {}\n  Home: {}\n")
    }

    @Test func keepsCRLF() throws {
        #expect(
            try add(SceneSpec(name: "Home"), to: "module: Shop\r\nscenes:\r\n  List: {}\r\n")
                == "module: Shop\r\nscenes:\r\n  List: {}\r\n  Home: {}\r\n")
    }

    @Test func existingSceneIsAnErrorPointingAtIt() {
        let text = MarkedText("module: Shop\nscenes:\n  1️⃣Settings:\n    title: Prefs\n")
        #expect {
            try add(settings, to: text.text)
        } throws: { error in
            guard let diagnostic = (error as? DiagnosticError)?.diagnostics.first else { return false }
            return diagnostic.message == "scene `Settings` already exists in the spec"
                && diagnostic.span?.start.description == text.positions["1️⃣"]?.description
        }
    }

    @Test func scenesThatCannotTakeABlock() {
        let cases = [
            (
                "module: Shop\nscenes: 1️⃣{Home: {}}\n",
                "cannot add a scene to `scenes:` written as a flow mapping `{...}`; write one scene a line under `scenes:`"
            ),
            (
                "module: Shop\nscenes:\n  1️⃣- Home\n",
                "cannot add a scene: `scenes` must be a mapping of scene names to scenes, not a sequence"
            ),
            ("1️⃣[a, b]\n", "cannot add a scene: the spec must be a block mapping of keys such as `scenes:`"),
        ]
        for (marked, message) in cases {
            let text = MarkedText(marked)
            #expect {
                try add(settings, to: text.text)
            } throws: { error in
                guard let diagnostic = (error as? DiagnosticError)?.diagnostics.first else { return false }
                return diagnostic.message == message
                    && diagnostic.span?.start.description == text.positions["1️⃣"]?.description
            }
        }
    }

    @Test func roundTripOfEveryKindOfMember() throws {
        let scene = SceneSpec(
            name: "CarDetails", title: "Car: details #1",
            fields: [
                PropertySpec(name: "car", type: .optional(.named("Car"))),
                PropertySpec(name: "tags", type: .dictionary(key: .named("String"), value: .array(.named("Int")))),
                PropertySpec(name: "default", type: .set(.named("String"))),
            ],
            inputs: [PropertySpec(name: "carID", type: .named("String"))],
            actions: [ActionSpec(name: "refresh"), ActionSpec(name: "select", payload: .array(.named("Int")))],
            routes: [RouteSpec(scene: "CarDetails"), RouteSpec(scene: "Home")])
        let base = "module: Shop\nmodels:\n  Car:\n    id: String\nscenes:\n  Home: {}\n"
        let edited = try add(scene, to: base)
        #expect(edited.hasPrefix(base))
        let loaded = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: edited))
        #expect(loaded.diagnostics.isEmpty)
        let read = try #require(loaded.spec.scene(named: "CarDetails"))
        #expect(read.title == scene.title)
        #expect(read.fields.map(\.name) == scene.fields.map(\.name))
        #expect(read.fields.map(\.type) == scene.fields.map(\.type))
        #expect(read.inputs.map(\.type) == scene.inputs.map(\.type))
        #expect(read.actions.map(\.name) == ["refresh", "select"])
        #expect(read.actions.map(\.payload) == [nil, .array(.named("Int"))])
        #expect(read.routes.map(\.scene) == ["CarDetails", "Home"])
    }
}
