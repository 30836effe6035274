/// Copies a built-in flavor out as files, so a user can edit it: the files of
/// `templates eject`, planned like any other run (existing files that differ
/// are conflicts unless forced).
public enum FlavorEjector {
    /// The files of the built-in flavor `name`, under `folder` (relative to the project).
    public static func files(ofBuiltIn name: String, into folder: String) -> [GeneratedFile] {
        let prefix = name + "/"
        return BuiltInTemplates.files.keys.filter { $0.hasPrefix(prefix) }.sorted().compactMap { key in
            guard let text = BuiltInTemplates.files[key] else { return nil }
            let relative = String(key.dropFirst(prefix.count))
            let path = folder.isEmpty || folder == "." ? relative : folder + "/" + relative
            return GeneratedFile(path: path, contents: text, owner: .user, template: relative)
        }
    }
}
