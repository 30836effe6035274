import Foundation

/// The flavors of the repository's Templates/ folder, found rather than listed:
/// each folder with a `manifest.yml`, but for a base the others extend (its
/// manifest says `abstract: true`, docs/flavors.md).
public enum RepositoryFlavors {
    /// The flavors a spec can name, sorted.
    public static var names: [String] {
        let templates = Scenegen.repositoryRoot.appendingPathComponent("Templates")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
        return folders.filter { folder in
            let manifest = templates.appendingPathComponent(folder).appendingPathComponent("manifest.yml")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
            return !text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "abstract: true" }
        }.sorted()
    }
}
