import ScenegenCore
import ScenegenKit

/// `--only Scene` (repeatable), as `generate`, `update`, `adopt` and `graph` take it.
enum OnlyOption {
    /// The scenes named, checked against `project`'s spec: nil when none was given;
    /// a name the spec lacks is a usage error with the nearest scene's name.
    static func selection(_ only: [String], in project: ProjectGenerator) throws -> Set<String>? {
        guard !only.isEmpty else { return nil }
        let names = project.spec.scenes.map(\.name)
        for name in only where !names.contains(name) {
            var message = "`--only \(name)`: the spec has no scene `\(name)`"
            if let suggestion = NameSuggestion.closest(to: name, among: names) {
                message += "; did you mean `\(suggestion)`?"
            }
            throw UsageError(message)
        }
        return Set(only)
    }
}
