import Foundation

/// Runs the scenegen executable with the plugin's arguments in the package's
/// folder; its output goes straight to the terminal.
enum ScenegenRun {
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("scenegen \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }
}

/// A failure the plugin reports as one line.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
