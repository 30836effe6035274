/// The arguments of one command line, sorted by the command's configuration.
public struct ParsedArguments: Sendable {
    /// Positional values in order.
    public var positionals: [String] = []
    /// Flags that were given.
    public var flags: Set<String> = []
    /// Values of options, in the order they were given, by long name.
    public var values: [String: [String]] = [:]
    /// Where each positional was on the command line (the argument's index), in order.
    public var positionalSpans: [ArgumentSpan] = []
    /// Where each value of each option was, by long name, in order.
    public var valueSpans: [String: [ArgumentSpan]] = [:]
    /// Where each flag was given (its last time), by long name.
    public var flagSpans: [String: ArgumentSpan] = [:]

    /// Creates an empty set of arguments.
    public init() {}

    /// Whether flag `name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of single-valued option `name`, if given.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// All values of repeatable option `name`, in order.
    public func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Where the last value of option `name` was, for an error about it.
    public func span(ofValue name: String) -> ArgumentSpan? { valueSpans[name]?.last }

    /// Where the value `value` of repeatable option `name` was (its first time).
    public func span(ofValue name: String, _ value: String) -> ArgumentSpan? {
        guard let index = values[name]?.firstIndex(of: value) else { return nil }
        return valueSpans[name]?[index]
    }

    /// Where flag `name` was.
    public func span(ofFlag name: String) -> ArgumentSpan? { flagSpans[name] }

    /// Where the positional at `index` was.
    public func span(ofPositional index: Int) -> ArgumentSpan? {
        index < positionalSpans.count ? positionalSpans[index] : nil
    }

    /// The positional argument at `index`, if given.
    public func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }
}
