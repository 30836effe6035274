import Foundation
import ScenegenCore
import ScenegenSpec

// MARK: - Reading the spec file

extension CommandContext {
    /// The spec file a command reads when `--spec` is not given.
    public static let defaultSpecPath = "scenegen.yml"

    /// Reads the spec at `path` (default `scenegen.yml`), its relative paths
    /// resolved against the spec's folder. Only YAML errors throw here: the
    /// spec is validated once, with the command line's overrides applied and
    /// under its flavor's rules, by `ProjectGenerator`.
    public func loadSpec(at path: String?) throws(DiagnosticError) -> LoadedSpec {
        let specPath = path ?? CommandContext.defaultSpecPath
        let file: SourceFile
        do {
            file = try readSource(specPath)
        } catch {
            guard path == nil, !FileManager.default.fileExists(atPath: absolutePath(specPath)) else { throw error }
            throw .error(
                "no `\(specPath)` in this folder; write one with `scenegen init`, or name one with `--spec FILE`")
        }
        let directory = specPath == "-" ? currentDirectory : absolutePath(PathText.directory(of: specPath))
        return try SpecLoader.read(file, directory: directory)
    }
}
