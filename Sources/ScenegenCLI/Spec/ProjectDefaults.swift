import Foundation
import ScenegenCore
import ScenegenSpec

/// Where a project's scenes go when no spec says: the one place `init` and
/// `new` learn the default module and folders from.
///
/// In a SwiftPM package (a Package.swift in the folder) the first target is
/// the module, scenes go to `Sources/<target>/Scenes` and tests to
/// `Tests/<target>Tests`. Elsewhere the module is the folder's name in
/// UpperCamelCase (`2048-game` gives `App2048Game`), scenes go to
/// `./<Scene>/` and tests to `Tests/`.
struct ProjectDefaults: Equatable {
    /// The Swift module of the generated code.
    var module: String
    /// The package's first target, when there is a Package.swift naming one.
    var target: String?
    /// Where scene folders go.
    var output: String
    /// Where tests go.
    var tests: String

    /// The defaults for the folder `context` runs in.
    static func of(_ context: CommandContext) -> ProjectDefaults {
        let manifest = context.absolutePath("Package.swift")
        if let data = FileManager.default.contents(atPath: manifest), let text = String(data: data, encoding: .utf8),
            let target = PackageManifestScan.firstTarget(in: text)
        {
            return ProjectDefaults(
                module: moduleName(ofTarget: target), target: target, output: "Sources/\(target)/Scenes",
                tests: "Tests/\(target)Tests")
        }
        let folder = PathText.lastComponent(of: context.currentDirectory)
        return ProjectDefaults(
            module: PackageManifestScan.moduleName(fromFolder: folder), target: nil, output: ".", tests: "Tests")
    }

    /// The module SwiftPM builds for a target: its name with every character
    /// that cannot be in an identifier made `_` (`my-app` is `my_app`).
    static func moduleName(ofTarget target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = name.first, first.isNumber { name = "_" + name }
        return SwiftIdentifier.isIdentifier(name) && !SwiftIdentifier.isKeyword(name) ? name : "App"
    }
}
