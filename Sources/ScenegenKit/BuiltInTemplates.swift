import ScenegenCore
import YAMLLite

/// The template files of the built-in flavors, embedded from the package's
/// Templates/ folder at build time (see Plugins/EmbedTemplatesPlugin).
public enum BuiltInTemplates {
    /// Every file by its path under Templates/, such as `terminal/manifest.yml`.
    public static var files: [String: String] { EmbeddedTemplates.files }

    /// The names of the built-in flavors a spec can name, sorted: the folders
    /// of Templates/ with a manifest, but for the bases (`abstract: true`).
    public static let flavorNames: [String] = allNames.filter { !isAbstract($0) }

    /// Every folder of Templates/ with a manifest, bases included, sorted.
    public static let allNames: [String] = Array(
        Set(
            files.keys.compactMap { key -> String? in
                let parts = key.split(separator: "/")
                return parts.count == 2 && parts[1] == "manifest.yml" ? String(parts[0]) : nil
            })
    ).sorted()

    /// Whether the built-in `name`'s manifest says `abstract: true`: read at its
    /// top level only, the rest of the manifest is the loader's to check.
    static func isAbstract(_ name: String) -> Bool {
        guard let text = files[name + "/manifest.yml"],
            let root = try? YAMLParser.parse(SourceFile(path: name, text: text)),
            let pairs = root.mapping
        else { return false }
        return pairs.contains { $0.key.scalar == "abstract" && ["true", "yes", "on"].contains($0.value.scalar ?? "") }
    }
}
