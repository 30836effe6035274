import ScenegenCore

/// Finds the text of a template by the name an `include` or `extends` gives.
public protocol TemplateLoader {
    /// The template called `name`, or nil when this loader has none by that name.
    func loadTemplate(named name: String) throws -> SourceFile?

    /// Names this loader knows, for "did you mean" suggestions (may be empty).
    func availableTemplateNames() -> [String]

    /// Where this loader looks, for the "not found" message.
    var searchDescription: String { get }
}

extension TemplateLoader {
    /// No names known by default.
    public func availableTemplateNames() -> [String] { [] }

    /// No description by default.
    public var searchDescription: String { "" }
}
