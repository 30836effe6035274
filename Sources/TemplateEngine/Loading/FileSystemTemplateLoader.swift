import Foundation
import ScenegenCore

/// Loads templates from a list of folders; the first folder holding the name wins.
public struct FileSystemTemplateLoader: TemplateLoader, Sendable {
    /// The folders searched, in order, as diagnostics show them.
    public let directories: [String]
    /// The folder relative `directories` are read from; nil for the process's current folder.
    public let baseDirectory: String?
    /// How diagnostics show each of `directories` (the folder itself unless given).
    public let shownDirectories: [String]

    /// Creates a loader over `directories`, searched in order; relative ones
    /// are read from `baseDirectory` but keep their relative form in diagnostics.
    public init(directories: [String], baseDirectory: String? = nil) {
        self.directories = directories
        self.baseDirectory = baseDirectory
        self.shownDirectories = directories
    }

    /// Creates a loader over one folder that diagnostics show as `shown`
    /// (an absolute folder shown relative to where the command runs).
    public init(directory: String, shownAs shown: String) {
        self.directories = [directory]
        self.baseDirectory = nil
        self.shownDirectories = [shown]
    }

    /// Creates a loader over one folder.
    public init(directory: String, baseDirectory: String? = nil) {
        self.init(directories: [directory], baseDirectory: baseDirectory)
    }

    private func diskPath(_ path: String) -> String {
        guard let baseDirectory, !path.hasPrefix("/") else { return path.isEmpty ? "." : path }
        return baseDirectory.hasSuffix("/") ? baseDirectory + path : baseDirectory + "/" + path
    }

    /// Reads `directory/name` from the first folder that has it; the path in
    /// diagnostics is that joined path.
    public func loadTemplate(named name: String) throws -> SourceFile? {
        // As Stencil's and Jinja2's loaders: a name never climbs out of its folders.
        guard !name.split(separator: "/").contains("..") else { return nil }
        for (directory, shownDirectory) in zip(directories, shownDirectories) {
            let path = directory.isEmpty ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            let shown =
                shownDirectory == directory
                ? path : (shownDirectory.hasSuffix("/") ? shownDirectory + name : shownDirectory + "/" + name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: diskPath(path), isDirectory: &isDirectory),
                !isDirectory.boolValue
            else {
                continue
            }
            do {
                return try SourceFile.read(diskPath(path), shownAs: shown)
            } catch {
                let problem = error.diagnostics.first
                throw TemplateError("template " + (problem?.message ?? "`\(shown)` cannot be read"), at: problem?.span)
            }
        }
        return nil
    }

    /// The files of the folders (one level deep), for suggestions.
    public func availableTemplateNames() -> [String] {
        directories.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: diskPath($0))) ?? [] }.sorted()
    }

    /// The folders, in backticks.
    public var searchDescription: String {
        shownDirectories.map { "`\($0.isEmpty ? "." : $0)`" }.joined(separator: ", ")
    }
}
