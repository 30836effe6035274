import Foundation

/// The executables `swift build` put next to this test bundle, and this checkout.
public enum BuiltProducts {
    /// The root of this checkout (the folder of the package's Package.swift).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of the executable product `name` in the folder of the test
    /// bundle (`.build/debug`), or nil when it is not there. A test target that
    /// depends on the executable target makes `swift build` build it.
    public static func executable(named name: String) -> String? {
        let fileManager = FileManager.default
        var candidates: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug"))
        for folder in candidates {
            // The bundle may be a folder (`*.xctest/`): look beside it, too.
            for dir in [folder, folder.deletingLastPathComponent()] {
                let path = dir.appendingPathComponent(name).path
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fileManager.isExecutableFile(atPath: path)
                {
                    return path
                }
            }
        }
        return nil
    }
}
