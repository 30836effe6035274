import ScenegenCore
import ScenegenSpec

/// Whose templates a context is for: the project's, or one scene's, model's
/// or service's (`scenegen dump --context`).
public enum ContextScope: Hashable, Sendable {
    case project
    case scene(String)
    case model(String)
    case service(String)

    /// Reads `project`, a scene's name, or `scene:`, `model:` or `service:`
    /// and a name; a bare name is looked up among scenes, then models, then
    /// services. Throws, with a suggestion, for a name the spec does not have.
    public static func named(_ text: String, in spec: Spec) throws(DiagnosticError) -> ContextScope {
        if text == "project" { return .project }
        let kinds: [(kind: String, names: [String], make: (String) -> ContextScope)] = [
            ("scene", spec.scenes.map(\.name), { .scene($0) }),
            ("model", spec.models.map(\.name), { .model($0) }),
            ("service", spec.services.map(\.name), { .service($0) }),
        ]
        var candidates = kinds
        var name = text
        if let colon = text.firstIndex(of: ":"), let kind = kinds.first(where: { $0.kind == text[..<colon] }) {
            candidates = [kind]
            name = String(text[text.index(after: colon)...])
        }
        for candidate in candidates where candidate.names.contains(name) { return candidate.make(name) }
        let what = candidates.count == 1 ? "no \(candidates[0].kind)" : "no scene, model or service"
        var message = "the spec has \(what) named `\(name)`"
        let known = candidates.flatMap(\.names)
        if let suggestion = NameSuggestion.closest(to: name, among: known) {
            message += "; did you mean `\(suggestion)`?"
        } else {
            let listed = (candidates.count == 1 ? [] : ["project"]) + known
            message += "; expected " + listed.map { "`\($0)`" }.joined(separator: ", ")
        }
        throw .error(message)
    }
}
