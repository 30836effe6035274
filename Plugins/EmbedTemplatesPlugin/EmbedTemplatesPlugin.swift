import Foundation
import PackagePlugin

/// Embeds the package's `Templates/` folder into ScenegenKit at build time, so
/// an installed `scenegen` binary carries its built-in flavors and they can
/// never drift from the files in the repository: every build regenerates them.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { inputs.append(url) }
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) template files",
                executable: try context.tool(named: "EmbedTemplatesTool").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
