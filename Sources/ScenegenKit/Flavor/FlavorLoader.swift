import Foundation
import ScenegenCore
import TemplateEngine
import YAMLLite

/// Finds flavors: built-in ones by name, the user's by folder.
public enum FlavorLoader {
    /// The file that describes a flavor, in its folder.
    public static let manifestName = "manifest.yml"

    /// How diagnostics name a built-in flavor's files: `builtin:terminal/ViewModel.swift.stencil`.
    public static func builtInPath(_ flavor: String) -> String { "builtin:\(flavor)" }

    /// The built-in flavor called `name`; an unknown name is an error listing
    /// the flavors (with a "did you mean"), at `span` when given.
    public static func builtIn(named name: String, at span: SourceSpan? = nil) throws(DiagnosticError) -> Flavor {
        let prefix = name + "/"
        var files: [String: String] = [:]
        for (path, text) in BuiltInTemplates.files where path.hasPrefix(prefix) {
            files[String(path.dropFirst(prefix.count))] = text
        }
        guard let manifestText = files[manifestName] else {
            let names = BuiltInTemplates.flavorNames
            var message =
                "unknown flavor `\(name)`; the built-in flavors are \(names.map { "`\($0)`" }.joined(separator: ", "))"
            message += ", or give the path of a template folder"
            if let suggestion = NameSuggestion.closest(to: name, among: names) {
                message =
                    "unknown flavor `\(name)`; did you mean `\(suggestion)`? (or give the path of a template folder)"
            }
            throw .error(message, at: span)
        }
        let manifestFile = SourceFile(path: builtInPath(name) + "/" + manifestName, text: manifestText)
        let manifest = try decodeManifest(manifestFile, flavor: name)
        let loader = DictionaryTemplateLoader(templates: files, pathPrefix: builtInPath(name))
        return Flavor(name: name, manifest: manifest, loader: loader, isBuiltIn: true)
    }

    /// The flavor a spec's `flavor:` value names, `folder` being the value
    /// resolved against the spec's folder: a path (`./Mine`, `Flavors/mine`)
    /// is that folder; a built-in name that flavor; any other name a folder
    /// next to the spec when there is one (`Tpl`, as `templates eject --to Tpl`
    /// makes and prints it), else an unknown flavor, at `span`.
    public static func flavor(named value: String, folder: String, isPath: Bool, at span: SourceSpan? = nil)
        throws(DiagnosticError) -> Flavor
    {
        if isPath { return try self.folder(at: folder, displayPath: value, at: span) }
        var isFolder: ObjCBool = false
        if !BuiltInTemplates.flavorNames.contains(value),
            FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
        {
            return try self.folder(at: folder, displayPath: value, at: span)
        }
        return try builtIn(named: value, at: span)
    }

    /// The flavor in the folder at `absolutePath` (shown as `displayPath`).
    public static func folder(at absolutePath: String, displayPath: String, at span: SourceSpan? = nil)
        throws(DiagnosticError) -> Flavor
    {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isFolder), isFolder.boolValue else {
            throw .error("no flavor folder at `\(displayPath)`", at: span)
        }
        let manifestPath = absolutePath + "/" + manifestName
        guard FileManager.default.fileExists(atPath: manifestPath) else {
            throw .error(
                "the flavor folder `\(displayPath)` has no `\(manifestName)`; "
                    + "`scenegen templates eject` writes a complete flavor to start from", at: span)
        }
        let manifest = try decodeManifest(
            try SourceFile.read(manifestPath, shownAs: displayPath + "/" + manifestName), flavor: displayPath)
        // Templates are shown as the manifest is: under the folder as the spec wrote it.
        let loader = FileSystemTemplateLoader(directory: absolutePath, shownAs: displayPath)
        return Flavor(name: displayPath, manifest: manifest, loader: loader, isBuiltIn: false)
    }

    /// Reads a manifest's text, with YAML and manifest errors positioned in it.
    public static func decodeManifest(_ file: SourceFile, flavor: String = "") throws(DiagnosticError)
        -> FlavorManifest
    {
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(file)
        } catch {
            throw DiagnosticError(error.diagnostics)
        }
        return try FlavorManifestDecoder.decode(root, file: file, flavor: flavor)
    }
}
