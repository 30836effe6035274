import ScenegenCore
import ScenegenSpec
import Testing

/// A flavor's `options:` as the validator checks them: names and values the
/// manifest declares, at the level it declares them, each problem at its place.
@Suite("flavor options")
struct SpecOptionsTests {
    static let rules = SpecRules(
        flavor: "swiftui",
        options: [
            OptionDeclaration(
                name: "observation", level: .project, values: ["observable", "observableObject"],
                defaultValue: "observable"),
            OptionDeclaration(name: "animated", level: .scene, values: ["yes", "no"], defaultValue: "yes"),
            OptionDeclaration(name: "presentation", level: .route, values: ["push", "present"], defaultValue: "push"),
        ])

    @Test func declaredOptionsAtTheirLevelsAreAccepted() throws {
        let text = """
            module: Shop
            options:
              observation: observableObject
            scenes:
              List:
                options: {animated: "no"}
                routes: [Details, {Settings: {presentation: present}}]
              Details: {}
              Settings: {}

            """
        let spec = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text), rules: Self.rules).spec
        #expect(spec.options.map(\.value) == ["observableObject"])
        #expect(spec.scenes[0].options.map(\.name) == ["animated"])
        #expect(spec.scenes[0].routes.map(\.scene) == ["Details", "Settings"])
        #expect(spec.scenes[0].routes[1].options.map(\.value) == ["present"])
        let resolved = Self.rules.resolvedOptions(at: .route, written: spec.scenes[0].routes[0].options)
        #expect(resolved.map(\.1) == ["push"])
    }

    @Test func unknownNamesBadValuesAndWrongLevelsAreErrorsAtTheirPlace() {
        expectDiagnostics(
            """
            module: Shop
            options:
              1️⃣obsrvation: observable
              2️⃣presentation: push
            scenes:
              List:
                options:
                  animated: 3️⃣maybe
                routes: [{Details: {presentation: 4️⃣pusj}}, {Settings: {5️⃣tint: red}}]
              Details: {}
              Settings: {}

            """,
            [
                .error("1️⃣", "unknown option `obsrvation` for the project; did you mean `observation`?"),
                .error(
                    "2️⃣",
                    "unknown option `presentation` for the project: `presentation` is a route option of the `swiftui` flavor; write it in a route: `- Scene: {presentation: push}`"
                ),
                .error("3️⃣", "option `animated` must be `yes` or `no`, found `maybe`"),
                .error("4️⃣", "option `presentation` must be `push` or `present`, found `pusj`; did you mean `push`?"),
                .error(
                    "5️⃣",
                    "unknown option `tint` for the route to `Settings`; the route options of the `swiftui` flavor are `presentation`"
                ),
            ], rules: Self.rules)
    }

    @Test func aFlavorWithoutOptionsSaysSo() {
        expectDiagnostics(
            "module: Shop\noptions:\n  1️⃣style: dark\n",
            [.error("1️⃣", "unknown option `style` for the project; the flavor reads no project options")])
    }
}
