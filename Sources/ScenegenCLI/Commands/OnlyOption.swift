import ScenegenCore
import ScenegenKit

/// `--only Scene` (repeatable), as `generate`, `update`, `adopt` and `graph` take it: the names
/// given and where each was on the command line.
struct OnlyOption {
    /// The scenes named, in order.
    let names: [String]
    private let spans: [ArgumentSpan]

    /// The `--only` values of `arguments`.
    init(_ arguments: ParsedArguments) {
        names = arguments.all("only")
        spans = arguments.valueSpans["only"] ?? []
    }

    /// Whether no `--only` was given: the run covers every scene.
    var isEmpty: Bool { names.isEmpty }

    /// The scenes named, checked against `project`'s spec: nil when none was given; a name the
    /// spec lacks is a usage error at that name, with the nearest scene's name.
    func selection(in project: ProjectGenerator) throws(UsageError) -> Set<String>? {
        guard !names.isEmpty else { return nil }
        let known = project.spec.scenes.map(\.name)
        for (index, name) in names.enumerated() where !known.contains(name) {
            let suggestion = NameSuggestion.closest(to: name, among: known)
            throw UsageError(
                .unknownScene(name, option: "--only", suggestion: suggestion),
                at: index < spans.count ? spans[index] : nil)
        }
        return Set(names)
    }
}
