import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// What a SwiftPM package needs to build and run the code a flavor generates,
/// as its manifest's `setup:` says (`FlavorSetup`): the products of this package
/// per target, and the lines that start the app on the root scene. `init` and
/// the first `new` print it; no flavor is named here, so an ejected or
/// user-written flavor prints what its manifest says.
enum PackageSetup {
    /// What `init` prints after writing the spec, as does the first `new` that writes one: the
    /// flavor's setup text and, in a SwiftPM package, the lines Package.swift needs for the runtime.
    /// Each part starts with an empty line; "" when there is nothing to say.
    static func setupText(flavor: Flavor, module: String, in context: CommandContext) -> String {
        var text = ""
        let setup = flavor.manifest.setup.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !setup.isEmpty { text += "\n" + setup + "\n" }
        guard let target = ProjectDefaults.of(context).target, let products = flavor.manifest.setup.products else {
            return text
        }
        let manifest = (try? String(contentsOfFile: context.absolutePath("Package.swift"), encoding: .utf8)) ?? ""
        return text + "\n"
            + manifestLines(
                target: target, module: module, runtime: products,
                hasTestTarget: manifest.contains("name: \"\(module)Tests\""))
    }

    /// The package dependency line: the checkout this scenegen was built from,
    /// by path, when it is still there (the runtime is in it); else a placeholder for it.
    static var dependency: String {
        if let root = checkout { return #".package(name: "scenegen", path: "\#(root)"),"# }
        return #".package(name: "scenegen", path: "<the path of your scenegen checkout>"),"#
    }

    /// The scenegen checkout this binary was built from, when it is still there (the runtime is in it).
    static var checkout: String? {
        var root = #filePath
        for _ in 0..<4 { root = PathText.directory(of: root) }
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
            manifest.contains(#"name: "scenegen""#), manifest.contains(#"name: "SceneTerminal""#)
        else { return nil }
        return root
    }

    /// The lines to add to Package.swift for `target` and the test target `<module>Tests`
    /// (`hasTestTarget`: the manifest has one already, so only its dependencies are added).
    static func manifestLines(target: String, module: String, runtime: FlavorSetup.Products, hasTestTarget: Bool)
        -> String
    {
        func products(_ names: [String]) -> String {
            names.map { #".product(name: "\#($0)", package: "scenegen")"# }.joined(separator: ", ")
        }
        let tests =
            hasTestTarget
            ? "  to the `dependencies:` of test target \"\(module)Tests\"\n    \(products(runtime.tests)),"
            : "  a test target for the generated tests, to `targets:`\n"
                + "    .testTarget(name: \"\(module)Tests\", dependencies: [\"\(target)\", \(products(runtime.tests))]),"
        return """
            Package.swift: the generated code runs on scenegen's runtime. Add
              to the package's `dependencies:` (write `dependencies: [...]` after `name:` if there is none)
                \(dependency)
              to the `dependencies:` of target "\(target)"
                \(products(runtime.app)),
            \(tests)

            """
    }

    /// The arguments of the call that makes `root` in the start lines: its inputs' sample
    /// values in label order (the order every generated initializer takes).
    static func inputArguments(root: SceneSpec, spec: Spec) -> [String] {
        root.inputs.sorted { $0.name < $1.name }.map { input in
            "\(SwiftIdentifier.label(input.name)): "
                + (input.type.sampleValue(models: spec.models) ?? "<\(input.type.canonical)>")
        }
    }

    /// `AppDependencies()`, or `AppDependencies(carCatalog: <your CarCatalog>)` with services.
    static func dependenciesValue(spec: Spec?) -> String {
        let services = (spec?.services ?? []).sorted { $0.propertyName < $1.propertyName }.map { service in
            "\(SwiftIdentifier.label(service.propertyName)): <your \(service.name)>"
        }
        return "AppDependencies(\(services.joined(separator: ", ")))"
    }

    /// How the app starts on the scene `root`, as the flavor's `setup: start:` says: a
    /// line that begins `Start the app` and says where, then the code to copy, indented.
    /// Nil when the flavor says nothing, or needs a SwiftPM package (`target` nil).
    static func startBlock(root: String, inputs: [String], dependencies: String, flavor: Flavor, target: String?)
        throws(DiagnosticError) -> String?
    {
        guard let start = flavor.manifest.setup.start else { return nil }
        let place =
            root.hasPrefix("<") ? "on the first scene (`scenegen new` prints the lines for yours)" : "on `\(root)`"
        return try start.block(place: place, root: root, target: target, inputs: inputs, dependencies: dependencies)
    }

    /// The start block of `init`, before there is a scene: on `<FirstScene>`.
    static func firstSceneStart(flavor: Flavor, target: String?) throws(DiagnosticError) -> String? {
        try startBlock(
            root: "<FirstScene>", inputs: [], dependencies: dependenciesValue(spec: nil), flavor: flavor,
            target: target)
    }

    /// After the first scene: when the flavor's start file holds the placeholder
    /// `init --edit-package` wrote, replaces it with the line that starts the app on
    /// `root` and says so. False when there is no such placeholder (nothing written).
    static func fillStartFile(on root: SceneSpec, spec: Spec, flavor: Flavor, in context: CommandContext)
        throws(DiagnosticError) -> Bool
    {
        let target = ProjectDefaults.of(context).target
        guard let start = flavor.manifest.setup.start, let relative = try start.filePath(target: target) else {
            return false
        }
        let path = context.absolutePath(relative)
        // (With services the line names `<your CarCatalog>`, which the user must write: it is printed instead.)
        guard spec.services.isEmpty,
            (try? String(contentsOfFile: path, encoding: .utf8)) == FlavorSetup.Start.placeholder
        else { return false }
        let text = try start.fileText(
            root: root.name, target: target, inputs: inputArguments(root: root, spec: spec),
            dependencies: dependenciesValue(spec: spec))
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(text, to: path)
        } catch {
            throw .error(WriteFailure(error.kind, path: relative).message)
        }
        context.print("wrote \(relative): the app starts on `\(root.name)`\n")
        return true
    }

    /// After the first scene: where and how to start the app on it.
    static func noteStart(on root: SceneSpec, spec: Spec, flavor: Flavor, in context: CommandContext)
        throws(DiagnosticError)
    {
        guard
            let block = try startBlock(
                root: root.name, inputs: inputArguments(root: root, spec: spec),
                dependencies: dependenciesValue(spec: spec), flavor: flavor, target: ProjectDefaults.of(context).target)
        else { return }
        context.print(block)
    }
}
