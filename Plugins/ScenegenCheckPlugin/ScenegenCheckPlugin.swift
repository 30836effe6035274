import Foundation
import PackagePlugin

/// `swift package scenegen-check [--spec FILE]`: `scenegen generate --check`
/// without write permission, for CI: fails when a generated file is out of
/// date or missing.
@main
struct ScenegenCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")  // Xcode passes it; the spec decides.
        var arguments = extractor.remainingArguments
        if arguments.first == "--" { arguments.removeFirst() }
        let tool = try context.tool(named: "scenegen").url
        let process = Process()
        process.executableURL = tool
        process.arguments = ["generate", "--check"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CheckFailure(status: process.terminationStatus)
        }
    }
}

/// `generate --check` failed: drift, or an error it printed.
struct CheckFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String {
        "scenegen generate --check exited with status \(status): generated files are out of date "
            + "(run `swift package --allow-writing-to-package-directory scenegen generate`) or the spec has errors"
    }
}
