import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory scenegen <command> ...`:
/// the scenegen command line, run in the package's folder by the scenegen
/// executable built from source. `--target NAME` (Xcode passes it) chooses the
/// module and folders of `new` and `init` when the package has no scenegen.yml.
@main
struct ScenegenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var arguments = extractor.remainingArguments
        // `swift package plugin` passes a `--` on to the plugin; scenegen does not want it.
        if arguments.first == "--" { arguments.removeFirst() }
        let directory = context.package.directoryURL
        let hasSpec = FileManager.default.fileExists(atPath: directory.appending(path: "scenegen.yml").path)
        if let name = targetNames.first, !hasSpec {
            let target = try PackageTarget.named(name, in: context.package)
            arguments += target.options(for: arguments.first, packageDirectory: directory)
        }
        try ScenegenRun.run(try context.tool(named: "scenegen").url, arguments, in: directory)
    }
}
