import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `init --edit-package`: what `init` prints for Package.swift and main.swift,
/// done instead. Running it again changes nothing.
extension InitCommand {
    func editPackage(in context: CommandContext) throws -> ExitCode {
        let defaults = ProjectDefaults.of(context)
        guard let target = defaults.target else {
            throw DiagnosticError.error(
                "`--edit-package` edits a SwiftPM package, and there is no Package.swift with a target here; "
                    + "run `swift package init --type executable` first, or leave out `--edit-package`")
        }
        let specPath = context.absolutePath(CommandContext.defaultSpecPath)
        let module = self.module ?? defaults.module
        let project: ProjectGenerator
        if FileManager.default.fileExists(atPath: specPath) {
            // A second run: the spec is the user's now; its flavor and module decide.
            project = try ProjectGenerator(
                loaded: try context.loadSpec(at: nil),
                options: {
                    var options = GenerationOptions()
                    options.flavor = flavorGiven ? self.flavor : nil
                    return options
                }())
            context.print("\(CommandContext.defaultSpecPath) exists; left as it is\n")
        } else {
            project = try writeSpec(module: module, defaults: defaults, in: context)
        }
        let flavor = project.flavor
        let setup = flavor.manifest.setup.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !setup.isEmpty { context.print("\n" + setup + "\n") }
        var status = ExitCode.success
        if let runtime = flavor.manifest.setup.products {
            let manifestText =
                (try? String(contentsOfFile: context.absolutePath("Package.swift"), encoding: .utf8)) ?? ""
            let testTarget = project.spec.module + "Tests"
            var editor = PackageEditor(context: context)
            do throws(PackageEditor.Refusal) {
                guard let checkout = PackageSetup.checkout else {
                    throw PackageEditor.Refusal(
                        message: "the scenegen checkout this binary was built from is gone, so there is no path "
                            + "to depend on; Package.swift was left as it is")
                }
                try editor.edit(target: target, testTarget: testTarget, runtime: runtime, checkout: checkout)
                if editor.changes.isEmpty {
                    context.print("\nPackage.swift already depends on scenegen's runtime; nothing to change\n")
                } else {
                    context.print("\nPackage.swift: " + editor.changes.joined(separator: "; ") + "\n")
                }
            } catch {
                context.printError("error: \(error.message). Add these lines to it yourself:\n")
                context.printError(
                    PackageSetup.manifestLines(
                        target: target, module: project.spec.module, runtime: runtime,
                        hasTestTarget: manifestText.contains("name: \"\(testTarget)\"")))
                status = .failure
            }
        }
        try prepareStartFile(flavor: flavor, target: target, in: context)
        return status
    }

    /// Writes the placeholder the first `new` fills with the start line, into the
    /// file the flavor's `setup: start: file` names, when the target has nowhere
    /// else to start: no such file and no `@main` type but the untouched one
    /// `swift package init` writes (which it replaces). Else prints the start lines.
    private func prepareStartFile(flavor: Flavor, target: String, in context: CommandContext) throws {
        guard let start = flavor.manifest.setup.start else { return }
        guard let relative = try start.filePath(target: target) else {
            if let block = try PackageSetup.firstSceneStart(flavor: flavor, target: target) {
                context.print("\n" + block)
            }
            return
        }
        let file = context.absolutePath(relative)
        if let text = try? String(contentsOfFile: file, encoding: .utf8) {
            if text != FlavorSetup.Start.placeholder {
                context.print(
                    "\n\(relative) exists; it is yours: the first `scenegen new` prints the line to start the app\n")
            }
            return
        }
        let folder = PathText.directory(of: file)
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".swift")
        }
        var helloWorld: String?
        for name in sources.sorted() {
            guard let text = try? String(contentsOfFile: PathText.join(folder, name), encoding: .utf8),
                text.contains("@main")
            else { continue }
            guard Self.isUntouchedHelloWorld(text), helloWorld == nil else {
                context.print(
                    "\n\(PathText.join(PathText.directory(of: relative), name)) has a `@main` type: start the app "
                        + "there, on the line the first `scenegen new` prints\n")
                return
            }
            helloWorld = name
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(FlavorSetup.Start.placeholder, to: file)
        } catch {
            throw DiagnosticError.error(WriteFailure(error.kind, path: relative).message)
        }
        if let helloWorld {
            let shown = PathText.join(PathText.directory(of: relative), helloWorld)
            do {
                try FileManager.default.removeItem(atPath: PathText.join(folder, helloWorld))
            } catch {
                // Two entry points would not build: take the placeholder back and say so.
                try? FileManager.default.removeItem(atPath: file)
                throw DiagnosticError.error(
                    "cannot remove `\(shown)` to start the app in `\(relative)`: \(error.localizedDescription)")
            }
            context.print(
                "\nreplaced \(PathText.join(PathText.directory(of: relative), helloWorld)) (the hello-world "
                    + "`swift package init` wrote) with \(relative); the first `scenegen new` writes the start line there\n"
            )
        } else {
            context.print("\ncreated \(relative); the first `scenegen new` writes the start line there\n")
        }
    }

    /// Whether `text` is the `@main` type `swift package init --type executable`
    /// writes, unchanged but for comments and spacing.
    static func isUntouchedHelloWorld(_ text: String) -> Bool {
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard code.hasPrefix("@main struct "), code.hasSuffix(" { static func main() { print(\"Hello, world!\") } }")
        else { return false }
        let name = code.dropFirst("@main struct ".count).prefix { $0 != " " }
        return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && code == "@main struct \(name) { static func main() { print(\"Hello, world!\") } }"
    }
}
