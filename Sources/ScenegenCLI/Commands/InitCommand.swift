import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen init [--flavor NAME] [--module NAME]`: writes a starter,
/// commented scenegen.yml in the current folder, never over an existing one.
struct InitCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "init",
        abstract: "Write a starter scenegen.yml in the current folder.",
        discussion: """
            The module defaults to the first target of the Package.swift in the folder, else to the folder's \
            name in UpperCamelCase. An existing scenegen.yml is never overwritten.
            """,
        options: [
            .value("flavor", "name", help: "The flavor the spec names (default: terminal)."),
            .value("module", "name", help: "The Swift module of the generated code."),
        ]
    )

    let flavor: String
    let module: String?

    init(arguments: ParsedArguments) throws {
        flavor = arguments.value("flavor") ?? Spec.defaultFlavor
        guard !flavor.isEmpty, !flavor.contains(where: \.isNewline) else {
            throw UsageError("`--flavor` needs a flavor name, such as `terminal`, or a folder path")
        }
        module = arguments.value("module")
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let path = context.absolutePath(CommandContext.defaultSpecPath)
        guard !FileManager.default.fileExists(atPath: path) else {
            throw DiagnosticError.error(
                "`\(CommandContext.defaultSpecPath)` already exists; edit it, or remove it to start again")
        }
        let module = self.module ?? Self.defaultModule(in: context)
        // The module and flavor go through the one validation every run uses
        // (a bad `--module` or `--flavor` is a usage error there too).
        var options = GenerationOptions()
        options.module = self.module
        options.flavor = flavor
        let project = try ProjectGenerator(
            spec: Spec(module: module, directory: context.currentDirectory), options: options)
        let text = StarterSpec.text(module: module, flavor: flavor)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw DiagnosticError.error(
                "cannot write `\(CommandContext.defaultSpecPath)`: \(error.localizedDescription)")
        }
        context.print(
            "created \(CommandContext.defaultSpecPath) for module `\(module)`; add a scene with `scenegen new <Scene>`\n"
        )
        let setup = project.flavor.manifest.setup.trimmingCharacters(in: .whitespacesAndNewlines)
        if !setup.isEmpty { context.print("\n" + setup + "\n") }
        return .success
    }

    /// The first target of ./Package.swift, else the folder's name in UpperCamelCase.
    static func defaultModule(in context: CommandContext) -> String {
        let manifest = context.absolutePath("Package.swift")
        if let data = FileManager.default.contents(atPath: manifest), let text = String(data: data, encoding: .utf8),
            let target = PackageManifestScan.firstTarget(in: text)
        {
            return target
        }
        let folder = PathText.lastComponent(of: context.currentDirectory)
        return PackageManifestScan.moduleName(fromFolder: folder)
    }
}
