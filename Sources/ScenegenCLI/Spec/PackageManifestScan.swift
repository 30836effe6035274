import ScenegenSpec

/// A plain-text look at a Package.swift (no Swift evaluation): enough to
/// find the target a project's scenes belong to.
public enum PackageManifestScan {
    /// The name of the first `.target(name: "X"` or `.executableTarget(name: "X"`
    /// in `manifest`, in file order; nil when there is none.
    public static func firstTarget(in manifest: String) -> String? {
        let scalars = Array(manifest.unicodeScalars)
        let openings = [".target(", ".executableTarget("].map { Array($0.unicodeScalars) }
        var index = 0
        while index < scalars.count {
            if let opening = openings.first(where: { matches($0, in: scalars, at: index) }) {
                if let name = quotedName(in: scalars, after: index + opening.count) { return name }
                index += opening.count
            } else {
                index += 1
            }
        }
        return nil
    }

    /// A module name from a folder name: `car-shop` gives `CarShop`, a
    /// name that cannot start an identifier gets `App` in front.
    public static func moduleName(fromFolder folder: String) -> String {
        let name = SwiftIdentifier.upperCamelCase(folder).filter { $0.isLetter || $0.isNumber || $0 == "_" }
        if name.isEmpty { return "App" }
        return SwiftIdentifier.isIdentifier(name) && !SwiftIdentifier.isKeyword(name) ? name : "App" + name
    }

    private static func matches(_ word: [Unicode.Scalar], in scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + word.count <= scalars.count && Array(scalars[index..<index + word.count]) == word
    }

    /// `name: "X"` (spaces and line breaks allowed around the parts) at `index`.
    private static func quotedName(in scalars: [Unicode.Scalar], after start: Int) -> String? {
        var index = start
        func skipSpaces() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        skipSpaces()
        let label = Array("name".unicodeScalars)
        guard matches(label, in: scalars, at: index) else { return nil }
        index += label.count
        skipSpaces()
        guard index < scalars.count, scalars[index] == ":" else { return nil }
        index += 1
        skipSpaces()
        guard index < scalars.count, scalars[index] == "\"" else { return nil }
        index += 1
        var name = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
            name.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == "\"", !name.isEmpty else { return nil }
        return String(name)
    }
}
