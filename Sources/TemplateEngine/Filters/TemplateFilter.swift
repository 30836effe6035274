/// A named filter: `{{ value|name:arg1,arg2 }}`.
///
/// The input is nil when the variable is undefined; returning nil leaves
/// the result undefined (it prints as nothing).
public struct TemplateFilter: Sendable {
    /// The function a filter runs.
    public typealias Function =
        @Sendable (TemplateValue?, [TemplateValue?]) throws(TemplateFilterError) -> TemplateValue?

    /// Its name in templates.
    public let name: String
    /// How many arguments it accepts; checked when the template is parsed.
    public let arity: ClosedRange<Int>
    /// One line for the documentation and `did you mean`.
    public let summary: String
    /// What it does.
    public let apply: Function
    /// What a built-in filter is to an output that prints its result in place
    /// (`OutputTail`); nil for every other filter, and for one registered in its place.
    let role: FilterRole?

    /// Creates a filter.
    public init(_ name: String, arity: ClosedRange<Int> = 0...0, summary: String = "", apply: @escaping Function) {
        self.name = name
        self.arity = arity
        self.summary = summary
        self.apply = apply
        self.role = nil
    }

    /// A built-in filter whose result an output may print in place.
    init(_ name: String, arity: ClosedRange<Int> = 0...0, summary: String, role: FilterRole, apply: @escaping Function)
    {
        self.name = name
        self.arity = arity
        self.summary = summary
        self.apply = apply
        self.role = role
    }
}

/// A filter's complaint about its input or arguments; the engine adds the position.
public struct TemplateFilterError: Error, Sendable {
    /// What is wrong, lowercase.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }
}
