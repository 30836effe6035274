import Foundation

/// What a finished process printed and how it exited.
struct ProcessResult {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Both streams, for failure messages.
    var transcript: String { "exit \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }

    /// The exit status, the distinct `error:` lines and the last lines of
    /// both streams: enough to see why a long build or test run failed.
    var excerpt: String {
        let lines = (stdout + "\n" + stderr).split(separator: "\n").map(String.init)
        var seen: Set<String> = []
        let errors = lines.filter { $0.contains("error:") && seen.insert($0).inserted }.prefix(30)
        return "exit \(status)\n" + errors.joined(separator: "\n") + "\n...\n"
            + lines.suffix(15).joined(separator: "\n")
    }
}

/// Runs programs as a user would: in a folder, with arguments, capturing
/// both streams (through files, so a chatty child cannot block on a full pipe).
enum ProcessRunner {
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenegen-e2e-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        // The tool colours only terminals anyway; NO_COLOR makes sure.
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}

/// The `scenegen` executable built next to this test bundle, and this checkout.
enum Scenegen {
    /// The root of this checkout (the folder of the package's Package.swift).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built binary: `SCENEGEN_BINARY` if set, else `scenegen` in the
    /// folder of the test bundle (`.build/debug`), which `swift test` builds
    /// because this target depends on the executable target.
    static let binary: String? = {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["SCENEGEN_BINARY"] { return path }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug"))
        for folder in candidates {
            // The bundle may be a folder (`*.xctest/`): look beside it, too.
            for dir in [folder, folder.deletingLastPathComponent()] {
                let path = dir.appendingPathComponent("scenegen").path
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fileManager.isExecutableFile(atPath: path)
                {
                    return path
                }
            }
        }
        return nil
    }()

    /// Runs `scenegen arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL) throws -> ProcessResult {
        guard let binary else { throw E2EError("the scenegen binary was not found next to the test bundle") }
        return try ProcessRunner.run(binary, arguments, in: directory)
    }
}

/// A failure of the test harness itself, with a message.
struct E2EError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
