import Foundation
import ScenegenCore

/// The YAML-lite corpus under Tests/Fixtures/yaml: `valid/*.yml` with the
/// JSON PyYAML made of them, `invalid/*.yml` with the expected `.error`.
enum YAMLFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml")

    /// File names (without folder) of the `.yml` files in `folder`, sorted.
    static func names(in folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return files.filter { $0.hasSuffix(".yml") }.sorted()
    }

    /// The text of a fixture file, byte for byte (CRLF and BOM kept).
    static func text(_ folder: String, _ name: String) throws -> String {
        let data = try Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name))
        guard let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return text
    }

    /// A fixture as a source file named by its name alone, as the expectations quote it.
    static func source(_ folder: String, _ name: String) throws -> SourceFile {
        SourceFile(path: name, text: try text(folder, name))
    }

    /// The URL of the file next to fixture `name` with extension `pathExtension`.
    static func sibling(_ folder: String, _ name: String, pathExtension: String) -> URL {
        root.appendingPathComponent(folder).appendingPathComponent(name).deletingPathExtension()
            .appendingPathExtension(pathExtension)
    }
}
