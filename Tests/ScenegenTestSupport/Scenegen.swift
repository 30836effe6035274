import Foundation

/// The built `scenegen` executable, run as a user runs it.
public enum Scenegen {
    /// The root of this checkout (the folder of the package's Package.swift).
    public static var repositoryRoot: URL { BuiltProducts.repositoryRoot }

    /// The binary: `SCENEGEN_BINARY` if set, else `scenegen` in the folder of
    /// the test bundle, which `swift build` builds for a test target that
    /// depends on the `scenegen` executable target.
    public static let binary: String? = {
        if let path = ProcessInfo.processInfo.environment["SCENEGEN_BINARY"], !path.isEmpty { return path }
        return BuiltProducts.executable(named: "scenegen")
    }()

    /// Runs `scenegen arguments` in `directory` (see `ProcessRunner.run` for the rest).
    public static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], stdin: String? = nil,
        timeout: TimeInterval? = nil
    ) throws -> ProcessResult {
        guard let binary else { throw TestFailure("the scenegen binary was not found next to the test bundle") }
        return try ProcessRunner.run(
            binary, arguments, in: directory, environment: environment, stdin: stdin, timeout: timeout)
    }
}
