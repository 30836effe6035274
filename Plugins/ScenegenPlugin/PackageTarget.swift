import Foundation
import PackagePlugin

/// A source target of the user's package, and the options that point
/// scenegen's output at it.
struct PackageTarget {
    let name: String
    let directory: URL
    let testDirectory: URL?

    /// The target called `name`, and its test target (`<name>Tests`) if any.
    static func named(_ name: String, in package: Package) throws -> PackageTarget {
        guard let directory = package.targets.first(where: { $0.name == name }).flatMap(Self.directory) else {
            let names = package.targets.filter { Self.directory(of: $0) != nil }.map(\.name)
            throw PluginFailure(
                "`--target \(name)`: the package has no Swift target `\(name)`; it has \(names.joined(separator: ", "))"
            )
        }
        let tests = package.targets.first { $0.name == name + "Tests" }.flatMap(Self.directory)
        return PackageTarget(name: name, directory: directory, testDirectory: tests)
    }

    /// The folder of a Swift target; nil for other kinds.
    private static func directory(of target: any Target) -> URL? {
        (target as? SwiftSourceModuleTarget)?.directoryURL
    }

    /// The options `command` takes to put its files in this target: `new`
    /// gets the module and both folders, `init` the module; others none.
    func options(for command: String?, packageDirectory: URL) -> [String] {
        switch command {
        case "new":
            let tests = testDirectory.map { relative($0, to: packageDirectory) } ?? "Tests/\(name)Tests"
            return [
                "--module", name, "--output", relative(directory, to: packageDirectory) + "/Scenes", "--tests", tests,
            ]
        case "init": return ["--module", name]
        default: return []
        }
    }

    private func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
