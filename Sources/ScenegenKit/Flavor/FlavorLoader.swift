import Foundation
import ScenegenCore
import ScenegenSpec
import TemplateEngine
import YAMLLite

/// Finds flavors: built-in ones by name, the user's by folder; each with the
/// flavors it extends (`extends:`) merged under it.
public enum FlavorLoader {
    /// The file that describes a flavor, in its folder.
    public static let manifestName = "manifest.yml"

    /// How diagnostics name a built-in flavor's files: `builtin:terminal/ViewModel.swift.stencil`.
    public static func builtInPath(_ flavor: String) -> String { "builtin:\(flavor)" }

    /// The built-in flavor called `name`; an unknown name is an error listing
    /// the flavors (with a "did you mean"), at `span` when given. A base that
    /// only serves others to extend (`abstract: true`) is refused unless
    /// `allowingAbstract` (`templates eject` copies one).
    public static func builtIn(named name: String, at span: SourceSpan? = nil, allowingAbstract: Bool = false)
        throws(DiagnosticError) -> Flavor
    {
        let flavor = try loadBuiltIn(name, at: span, seen: [])
        if flavor.manifest.isAbstract && !allowingAbstract { throw abstractError(name, at: span) }
        return flavor
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
        if !BuiltInTemplates.allNames.contains(value),
            FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
        {
            return try self.folder(at: folder, displayPath: value, at: span)
        }
        if !BuiltInTemplates.allNames.contains(value),
            let suggestion = folderSuggestion(for: value, beside: PathText.directory(of: folder))
        {
            throw .error(
                "unknown flavor `\(value)`; did you mean `\(suggestion)`, the template folder beside the spec?",
                at: span)
        }
        return try builtIn(named: value, at: span)
    }

    /// The template folder beside the spec (one with a manifest) whose name is
    /// closest to a `flavor:` value that names nothing, when it is closer than
    /// any built-in flavor: `Tplx` for the `Tpl` that `templates eject` made.
    private static func folderSuggestion(for value: String, beside folder: String) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let templateFolders = names.sorted().filter {
            FileManager.default.fileExists(atPath: folder + "/" + $0 + "/" + manifestName)
        }
        guard let closest = NameSuggestion.closest(to: value, among: BuiltInTemplates.flavorNames + templateFolders)
        else { return nil }
        return templateFolders.contains(closest) ? closest : nil
    }

    /// The flavor in the folder at `absolutePath` (shown as `displayPath`).
    public static func folder(at absolutePath: String, displayPath: String, at span: SourceSpan? = nil)
        throws(DiagnosticError) -> Flavor
    {
        let flavor = try loadFolder(absolutePath, displayPath: displayPath, at: span, seen: [])
        if flavor.manifest.isAbstract { throw abstractError(displayPath, at: span) }
        return flavor
    }

    /// Reads a manifest's text, with YAML and manifest errors positioned in it.
    /// The manifest alone: what it `extends` is not merged in.
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

    // MARK: - Lineage

    /// The flavors already on the way to one being loaded (`builtin:<name>` or a
    /// folder's absolute path, and how messages show it), to find a cycle.
    private typealias Visited = [(identity: String, shown: String)]

    /// A built-in flavor and its parents; `seen` are the flavors already on the
    /// way here (`builtin:<name>` or a folder's absolute path), for cycles.
    private static func loadBuiltIn(_ name: String, at span: SourceSpan?, seen: Visited) throws(DiagnosticError)
        -> Flavor
    {
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
        let identity = builtInPath(name)
        try checkCycle(identity, shown: name, seen: seen, at: span)
        let manifestFile = SourceFile(path: builtInPath(name) + "/" + manifestName, text: manifestText)
        let manifest = try decodeManifest(manifestFile, flavor: name)
        let loader = DictionaryTemplateLoader(templates: files, pathPrefix: builtInPath(name))
        let own = Flavor(name: name, manifest: manifest, loader: loader, isBuiltIn: true)
        guard let parent = manifest.extends else { return own }
        // A built-in flavor extends built-in flavors only: it has no folder to be relative to.
        return extended(own, by: try loadBuiltIn(parent, at: manifest.extendsSpan, seen: seen + [(identity, name)]))
    }

    /// A folder flavor and its parents: `extends:` is a built-in name, a path
    /// relative to the manifest's folder, or a folder of that name beside it.
    private static func loadFolder(_ absolutePath: String, displayPath: String, at span: SourceSpan?, seen: Visited)
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
        let identity = PathText.normalize(absolutePath)
        try checkCycle(identity, shown: displayPath, seen: seen, at: span)
        let manifest = try decodeManifest(
            try SourceFile.read(manifestPath, shownAs: displayPath + "/" + manifestName), flavor: displayPath)
        // Templates are shown as the manifest is: under the folder as the spec wrote it.
        let loader = FileSystemTemplateLoader(directory: absolutePath, shownAs: displayPath)
        var own = Flavor(name: displayPath, manifest: manifest, loader: loader, isBuiltIn: false)
        own.lineage[0].folder = absolutePath
        guard let parent = manifest.extends else { return own }
        let parentFolder = PathText.join(absolutePath, parent)
        var isParentFolder: ObjCBool = false
        let besideIt =
            FileManager.default.fileExists(atPath: parentFolder, isDirectory: &isParentFolder)
            && isParentFolder.boolValue
        let base: Flavor
        if Spec.isPath(parent) || (!BuiltInTemplates.allNames.contains(parent) && besideIt) {
            base = try loadFolder(
                parentFolder, displayPath: PathText.join(displayPath, parent), at: manifest.extendsSpan,
                seen: seen + [(identity, displayPath)])
        } else {
            base = try loadBuiltIn(parent, at: manifest.extendsSpan, seen: seen + [(identity, displayPath)])
        }
        return extended(own, by: base)
    }

    /// `own` over `parent`: the merged manifest, its templates before the parent's.
    private static func extended(_ own: Flavor, by parent: Flavor) -> Flavor {
        var result = own
        result.manifest = own.manifest.merged(over: parent.manifest)
        result.lineage = own.lineage + parent.lineage
        result.loader = ChainedTemplateLoader(result.lineage.map(\.loader))
        return result
    }

    /// A flavor met again on its own `extends:` chain: an error at the `extends:`
    /// value that closes the circle, naming each flavor on it.
    private static func checkCycle(
        _ identity: String, shown: String, seen: Visited, at span: SourceSpan?
    ) throws(DiagnosticError) {
        guard let start = seen.firstIndex(where: { $0.identity == identity }) else { return }
        let circle = seen[start...].map(\.shown) + [shown]
        throw .error(
            "this `extends:` makes a cycle: " + circle.map { "`\($0)`" }.joined(separator: " extends ")
                + "; a flavor cannot extend itself", at: span)
    }

    private static func abstractError(_ name: String, at span: SourceSpan?) -> DiagnosticError {
        .error(
            "`\(name)` is a base other flavors extend (`abstract: true`), not a flavor to generate with; "
                + "the built-in flavors are \(BuiltInTemplates.flavorNames.map { "`\($0)`" }.joined(separator: ", "))",
            at: span)
    }
}
