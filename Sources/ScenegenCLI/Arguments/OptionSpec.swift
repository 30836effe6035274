/// One named option of a command: a flag (`--dry-run`), an option with a
/// value (`--spec FILE`), or a repeatable option (`--field name:Type`...).
public struct OptionSpec: Sendable {
    /// How an option takes values.
    public enum Kind: Sendable {
        /// Present or not: `--force`.
        case flag
        /// Takes one value, given once: `--spec FILE` or `--spec=FILE`.
        case value(name: String)
        /// Takes one value, may be given many times: `--field name:Type`.
        case repeating(name: String)
    }

    /// The long name without dashes: `dry-run`.
    public var name: String
    /// A one-letter short name without the dash, if any: `h`.
    public var short: Character?
    /// What it takes.
    public var kind: Kind
    /// One line of help.
    public var help: String

    /// Creates an option.
    public init(_ name: String, short: Character? = nil, kind: Kind = .flag, help: String) {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
    }

    /// A flag: `--name`.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help)
    }

    /// An option with one value: `--name <value>`.
    public static func value(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .value(name: valueName), help: help)
    }

    /// A repeatable option: `--name <value> ...`.
    public static func repeating(_ name: String, _ valueName: String, short: Character? = nil, help: String)
        -> OptionSpec
    {
        OptionSpec(name, short: short, kind: .repeating(name: valueName), help: help)
    }

    /// Whether the option takes a value.
    var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// `--name <value>` as usage and help show it.
    var synopsis: String {
        switch kind {
        case .flag: return "--\(name)"
        case .value(let value): return "--\(name) <\(value)>"
        case .repeating(let value): return "--\(name) <\(value)> ..."
        }
    }
}

/// One positional argument of a command.
public struct PositionalSpec: Sendable {
    /// The name shown in usage: `<scene>`.
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool

    /// Creates a positional argument.
    public init(_ name: String, help: String, isOptional: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
    }
}
