/// The arguments of one command line, sorted by the command's configuration.
public struct ParsedArguments: Sendable {
    /// Positional values in order.
    public var positionals: [String] = []
    /// Flags that were given.
    public var flags: Set<String> = []
    /// Values of options, in the order they were given, by long name.
    public var values: [String: [String]] = [:]

    /// Creates an empty set of arguments.
    public init() {}

    /// Whether flag `name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of single-valued option `name`, if given.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// All values of repeatable option `name`, in order.
    public func all(_ name: String) -> [String] { values[name] ?? [] }

    /// The positional argument at `index`, if given.
    public func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }
}
