import Foundation
import ScenegenCore
import ScenegenSpec

/// Finding and loading the spec a command works on.
enum SpecFile {
    /// The spec a command uses when `--spec` is not given.
    static let defaultName = "scenegen.yml"

    /// Reads and validates the spec at `path` (relative to the current folder),
    /// printing its warnings; errors are thrown with their positions.
    static func load(_ path: String?, in context: CommandContext) throws -> LoadedSpec {
        let shown = path ?? defaultName
        if path == nil && !FileManager.default.fileExists(atPath: context.absolutePath(defaultName)) {
            throw DiagnosticError.error(
                "no `\(defaultName)` in this folder; run `scenegen init` to write one, or pass `--spec FILE`")
        }
        let file = try context.readSource(shown)
        let directory = (context.absolutePath(shown) as NSString).deletingLastPathComponent
        let loaded = try SpecLoader.load(file, directory: directory)
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }
        if !warnings.isEmpty { context.report(warnings) }
        return loaded
    }
}
