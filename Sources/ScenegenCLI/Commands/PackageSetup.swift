import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// What a SwiftPM package needs to build and run the code a built-in flavor
/// generates: the runtime products of this package per target, and the line
/// that starts the app on the root scene. `init` and the first `new` print it.
enum PackageSetup {
    /// The runtime of a flavor.
    struct Runtime {
        /// Products the app target depends on.
        var appProducts: [String]
        /// Products the test target depends on (beside the app target).
        var testProducts: [String]
        /// The module the start line needs imported.
        var startModule: String
    }

    /// The runtime of `flavor`, for the flavors whose code runs on this package.
    static func runtime(of flavor: Flavor) -> Runtime? {
        guard flavor.isBuiltIn, flavor.name == "terminal" else { return nil }
        return Runtime(
            appProducts: ["SceneRx", "SceneTerminal"], testProducts: ["SceneRx", "SceneRxTest", "SceneTerminal"],
            startModule: "SceneTerminal")
    }

    /// What `init` prints after writing the spec, as does the first `new` that writes one: the
    /// flavor's setup text and, in a SwiftPM package, the lines Package.swift needs for the runtime.
    /// Each part starts with an empty line; "" when there is nothing to say.
    static func setupText(flavor: Flavor, module: String, in context: CommandContext) -> String {
        var text = ""
        let setup = flavor.manifest.setup.trimmingCharacters(in: .whitespacesAndNewlines)
        if !setup.isEmpty { text += "\n" + setup + "\n" }
        guard let target = ProjectDefaults.of(context).target, let runtime = runtime(of: flavor) else { return text }
        let manifest = (try? String(contentsOfFile: context.absolutePath("Package.swift"), encoding: .utf8)) ?? ""
        return text + "\n"
            + manifestLines(
                target: target, module: module, runtime: runtime,
                hasTestTarget: manifest.contains("name: \"\(module)Tests\""))
    }

    /// The package dependency line: the checkout this scenegen was built from,
    /// by path, when it is still there (the runtime is in it); else a placeholder for it.
    static var dependency: String {
        var root = #filePath
        for _ in 0..<4 { root = PathText.directory(of: root) }
        if let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
            manifest.contains(#"name: "scenegen""#), manifest.contains(#"name: "SceneTerminal""#)
        {
            return #".package(name: "scenegen", path: "\#(root)"),"#
        }
        return #".package(name: "scenegen", path: "<the path of your scenegen checkout>"),"#
    }

    /// The lines to add to Package.swift for `target` and the test target `<module>Tests`
    /// (`hasTestTarget`: the manifest has one already, so only its dependencies are added).
    static func manifestLines(target: String, module: String, runtime: Runtime, hasTestTarget: Bool) -> String {
        func products(_ names: [String]) -> String {
            names.map { #".product(name: "\#($0)", package: "scenegen")"# }.joined(separator: ", ")
        }
        let tests =
            hasTestTarget
            ? "  to the `dependencies:` of test target \"\(module)Tests\"\n    \(products(runtime.testProducts)),"
            : "  a test target for the generated tests, to `targets:`\n"
                + "    .testTarget(name: \"\(module)Tests\", dependencies: [\"\(target)\", \(products(runtime.testProducts))]),"
        return """
            Package.swift: the generated code runs on scenegen's runtime. Add
              to the package's `dependencies:` (write `dependencies: [...]` after `name:` if there is none)
                \(dependency)
              to the `dependencies:` of target "\(target)"
                \(products(runtime.appProducts)),
            \(tests)

            """
    }

    /// The arguments of the call that makes `root` in the start lines: its inputs' sample
    /// values in label order (the order every generated initializer takes), then `dependencies`.
    /// With services, `AppDependencies(...)` names each one for the user to give a live instance of.
    static func startArguments(root: SceneSpec, spec: Spec, dependencies: String? = nil) -> String {
        var arguments = root.inputs.sorted { $0.name < $1.name }.map { input in
            "\(SwiftIdentifier.label(input.name)): "
                + (input.type.sampleValue(models: spec.models) ?? "<\(input.type.canonical)>")
        }
        arguments.append("dependencies: " + (dependencies ?? dependenciesValue(spec: spec)))
        return arguments.joined(separator: ", ")
    }

    /// `AppDependencies()`, or `AppDependencies(carCatalog: <your CarCatalog>)` with services.
    static func dependenciesValue(spec: Spec?) -> String {
        let services = (spec?.services ?? []).sorted { $0.propertyName < $1.propertyName }.map { service in
            "\(SwiftIdentifier.label(service.propertyName)): <your \(service.name)>"
        }
        return "AppDependencies(\(services.joined(separator: ", ")))"
    }

    /// How the app starts on the scene `root` (with `arguments`, see `startArguments`) for a
    /// built-in flavor: a line that begins `Start the app` and says where, then the code to copy,
    /// indented. Nil for other flavors, and for terminal outside a SwiftPM package (`target` nil).
    static func startBlock(
        root: String, arguments: String, dependencies: String, flavor: Flavor, target: String?
    ) -> String? {
        guard flavor.isBuiltIn else { return nil }
        let place =
            root.hasPrefix("<") ? "on the first scene (`scenegen new` prints the lines for yours)" : "on `\(root)`"
        let code: [String]
        let header: String
        switch flavor.name {
        case "terminal":
            guard let target else { return nil }
            header = "Start the app \(place): Sources/\(target)/main.swift (in place of a `@main` type) holds"
            code = ["import SceneTerminal", "", "TerminalApp.run(root: \(root)Builder.viewController(\(arguments)))"]
        case "uikit":
            header = "Start the app \(place): in your scene delegate, with its `window`,"
            code = [
                "window.rootViewController = UINavigationController(rootViewController: "
                    + "\(root)Builder.viewController(\(arguments)))"
            ]
        case "swiftui":
            header = "Start the app \(place): the root view of your `App`'s `WindowGroup { ... }` is"
            code = [
                "let dependencies = \(dependencies)",
                "AppRouterView(dependencies: dependencies) { \(root)View(viewModel: .live(\(arguments))) }",
            ]
        default:
            return nil
        }
        return header + "\n" + code.map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
    }

    /// The start block of `init`, before there is a scene: on `<FirstScene>`.
    static func firstSceneStart(flavor: Flavor, target: String?) -> String? {
        let dependencies = dependenciesValue(spec: nil)
        let arguments = "dependencies: " + (flavor.name == "swiftui" ? "dependencies" : dependencies)
        return startBlock(
            root: "<FirstScene>", arguments: arguments, dependencies: dependencies, flavor: flavor, target: target)
    }

    /// After the first scene: where and how to start the app on it.
    static func noteStart(on root: SceneSpec, spec: Spec, flavor: Flavor, in context: CommandContext) {
        let dependencies = dependenciesValue(spec: spec)
        let arguments = startArguments(
            root: root, spec: spec, dependencies: flavor.name == "swiftui" ? "dependencies" : nil)
        guard
            let block = startBlock(
                root: root.name, arguments: arguments, dependencies: dependencies, flavor: flavor,
                target: ProjectDefaults.of(context).target)
        else { return }
        context.print(block)
    }
}
