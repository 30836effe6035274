/// The template files of the built-in flavors, embedded from the package's
/// Templates/ folder at build time (see Plugins/EmbedTemplatesPlugin).
public enum BuiltInTemplates {
    /// Every file by its path under Templates/, such as `terminal/manifest.yml`.
    public static var files: [String: String] { EmbeddedTemplates.files }

    /// The names of the built-in flavors (the folders of Templates/), sorted.
    public static var flavorNames: [String] {
        Array(Set(files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })).sorted()
    }
}
