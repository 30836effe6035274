/// Copies a built-in flavor out as files, so a user can edit it: the files of
/// `templates eject`, planned like any other run (existing files that differ
/// are conflicts unless forced).
public enum FlavorEjector {
    /// The files of the built-in flavor `name`, under `folder` (relative to the
    /// project): its own, and every template of the flavors it extends that it
    /// does not override, so each can be edited in the folder. The manifest
    /// keeps its `extends:` (a built-in name, which resolves from any folder)
    /// for the rules it takes from its parents; a copied template wins over the
    /// parent's of the same name, as any file of the folder does.
    public static func files(ofBuiltIn name: String, into folder: String) -> [GeneratedFile] {
        var chosen: [String: String] = [:]
        for layer in lineage(of: name) {
            let prefix = layer + "/"
            for (key, text) in BuiltInTemplates.files where key.hasPrefix(prefix) {
                let relative = String(key.dropFirst(prefix.count))
                // The nearest flavor's file wins; only the ejected flavor's own manifest is copied.
                if chosen[relative] == nil && (layer == name || relative != FlavorLoader.manifestName) {
                    chosen[relative] = text
                }
            }
        }
        return chosen.keys.sorted().compactMap { relative in
            guard let text = chosen[relative] else { return nil }
            let path = folder.isEmpty || folder == "." ? relative : folder + "/" + relative
            return GeneratedFile(path: path, contents: text, owner: .user, template: relative)
        }
    }

    /// `name` and the built-in flavors it extends, nearest first.
    private static func lineage(of name: String) -> [String] {
        (try? FlavorLoader.builtIn(named: name, allowingAbstract: true))?.lineage.map(\.name) ?? [name]
    }
}
