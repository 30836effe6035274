import ScenegenCore
import ScenegenKit
import ScenegenSpec
import Testing
import YAMLLite

/// `reserves:`, `options:` and `setup:` of a flavor manifest: the rules a
/// flavor brings with its folder, decoded with a position for every problem.
@Suite("Flavor manifest rules")
struct FlavorManifestRulesTests {
    static let files = "files:\n  - template: A.stencil\n    path: a\n    scope: project\n    owner: generated\n"

    func decode(_ text: String) throws -> FlavorManifest {
        let file = SourceFile(path: "manifest.yml", text: text + Self.files)
        return try FlavorManifestDecoder.decode(try YAMLParser.parse(file), file: file, flavor: "house")
    }

    func problems(_ text: String) -> [String] {
        do {
            _ = try decode(text)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func decodesReservesOptionsAndSetup() throws {
        let manifest = try decode(
            """
            setup: |
              Add the package.
            reserves:
              scenes:
                Terminal: "it is taken"
              typeSuffixes: [ViewModel, Router]
              members: [transform, route]
              viewController:
                base: UIViewController
                members: [title, view]
            options:
              project:
                observation:
                  description: How ViewModels publish their state.
                  values: [observable, observableObject]
                  default: observable
              route:
                presentation: {values: [push, present], default: push}

            """)
        #expect(manifest.setup.text == "Add the package.\n")
        let rules = manifest.rules
        #expect(rules.flavor == "house")
        #expect(rules.reservedNames[.scene] == ["Terminal": "it is taken"])
        #expect(rules.typeSuffixes == ["ViewModel", "Router"])
        // The older form: `members` in every member role, the view controller's members for actions.
        let member = "every generated scene has a member of that name"
        let inherited = "the generated view controller inherits a member of that name from `UIViewController`"
        #expect(rules.reservedNames[.field] == ["transform": member, "route": member])
        #expect(rules.reservedNames[.input] == ["transform": member, "route": member])
        #expect(
            rules.reservedNames[.action] == [
                "transform": member, "route": member, "title": inherited, "view": inherited,
            ])
        #expect(rules.options.map(\.name) == ["observation", "presentation"])
        #expect(rules.options.map(\.level.rawValue) == ["project", "route"])
        #expect(rules.options.map(\.defaultValue) == ["observable", "push"])
        #expect(rules.options[1].values == ["push", "present"])
        #expect(rules.options.map(\.description) == ["How ViewModels publish their state.", nil])
    }

    @Test func badRulesAreErrorsAtTheirPlace() {
        let found = problems(
            """
            reserves:
              typeSufixes: [ViewModel]
            options:
              screen:
                a: {values: [x], default: x}
              route:
                presentation: {values: [push, present], default: modal}
                animated: {values: [yes, no]}
                style: {default: x}

            """)
        #expect(
            found == [
                "manifest.yml:2:3: error: unknown key `typeSufixes` in the flavor manifest; did you mean `typeSuffixes`?",
                "manifest.yml:4:3: error: unknown key `screen` in the flavor manifest; did you mean `scene`?",
                "manifest.yml:7:54: error: the default of option `presentation` must be one of its values `push`, `present`, found `modal`",
                "manifest.yml:8:5: error: option `animated` needs `default:`, one of its values",
                "manifest.yml:9:5: error: option `style` needs `values:`, the list of values it takes",
            ], "\(found)")
    }

    @Test func everyBuiltInFlavorDeclaresItsRules() throws {
        for name in ["terminal", "uikit", "swiftui"] {
            let flavor = try FlavorLoader.builtIn(named: name)
            #expect(!flavor.manifest.rules.typeSuffixes.isEmpty, "\(name)")
            for role in [SpecNameRole.field, .input, .action] {
                #expect(flavor.manifest.rules.reservedNames[role]?.isEmpty == false, "\(name): \(role)")
            }
            #expect(flavor.manifest.rules.flavor == name)
        }
        #expect(
            try FlavorLoader.builtIn(named: "uikit").manifest.rules.options.map(\.name) == [
                "deploymentTarget", "presentation",
            ])
        #expect(
            try FlavorLoader.builtIn(named: "swiftui").manifest.rules.options.map(\.name).sorted() == [
                "deploymentTarget", "observation", "reloadOnAppear",
            ])
        #expect(
            try FlavorLoader.builtIn(named: "terminal").manifest.rules.reservedNames[.scene]?.keys.sorted() == [
                "Terminal"
            ])
        // A role's list holds only what collides there: an action may be called `send`, a field not.
        let terminal = try FlavorLoader.builtIn(named: "terminal").manifest.rules
        #expect(terminal.reason(reserving: "send", as: .action) == nil)
        #expect(terminal.reason(reserving: "send", as: .field)?.contains("`send(_:at:)`") == true)
    }
}
