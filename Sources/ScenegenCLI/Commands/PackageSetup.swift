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

    /// `TerminalApp.run(root: CarListBuilder.viewController(dependencies: AppDependencies()))`: the line
    /// that starts the app on `root`. With services, `AppDependencies(...)` names each one for the user to
    /// give a live instance of.
    static func startLine(root: SceneSpec, spec: Spec) -> String {
        var arguments = root.inputs.map { input in
            "\(input.name): \(input.type.sampleValue(models: spec.models) ?? "<\(input.type.canonical)>")"
        }
        let services = spec.services.sorted { $0.propertyName < $1.propertyName }.map { service in
            "\(SwiftIdentifier.label(service.propertyName)): <your \(service.name)>"
        }
        arguments.append("dependencies: AppDependencies(\(services.joined(separator: ", ")))")
        return "TerminalApp.run(root: \(root.name)Builder.viewController(\(arguments.joined(separator: ", "))))"
    }

    /// After the first scene of a package: where and how to start the app on it.
    static func noteStart(on root: SceneSpec, spec: Spec, flavor: Flavor, in context: CommandContext) {
        guard let target = ProjectDefaults.of(context).target, runtime(of: flavor) != nil else { return }
        context.print(
            """
            Start the app on `\(root.name)`: Sources/\(target)/main.swift (in place of a `@main` type) holds
                import SceneTerminal

                \(startLine(root: root, spec: spec))

            """)
    }
}
