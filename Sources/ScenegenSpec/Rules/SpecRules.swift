/// The rules a flavor adds to the spec's own: the names its generated code
/// reserves and the options it reads. They come from the flavor's manifest,
/// so the spec layer names no flavor; `SpecValidator` applies them.
public struct SpecRules: Hashable, Sendable {
    /// How messages name the flavor: `terminal`, or the folder as written.
    public var flavor: String
    /// The names the flavor's generated code takes, per role, each with the
    /// reason: the generated or inherited member (or type) the name would
    /// collide with. A name is refused only in the roles that list it.
    public var reservedNames: [SpecNameRole: [String: String]]
    /// The suffixes of the types generated per scene (`ViewModel`, `Router`):
    /// no model may be called `<Scene><suffix>`.
    public var typeSuffixes: [String]
    /// The options the flavor reads, at every level.
    public var options: [OptionDeclaration]

    /// Creates rules.
    public init(
        flavor: String, reservedNames: [SpecNameRole: [String: String]] = [:], typeSuffixes: [String] = [],
        options: [OptionDeclaration] = []
    ) {
        self.flavor = flavor
        self.reservedNames = reservedNames
        self.typeSuffixes = typeSuffixes
        self.options = options
    }

    /// Why `name` cannot be given to `role`, when the flavor reserves it there.
    public func reason(reserving name: String, as role: SpecNameRole) -> String? {
        reservedNames[role]?[name]
    }

    /// Reserves `name` for `role` with `reason`; a name reserved twice keeps its first reason.
    public mutating func reserve(_ name: String, as role: SpecNameRole, because reason: String) {
        if reservedNames[role]?[name] == nil { reservedNames[role, default: [:]][name] = reason }
    }

    /// Swift's rules only: what a spec is checked against before its flavor is known.
    public static let swiftOnly = SpecRules(flavor: "")

    /// The options declared at `level`, in manifest order.
    public func options(at level: OptionDeclaration.Level) -> [OptionDeclaration] {
        options.filter { $0.level == level }
    }

    /// Each option of `level` with its value: the one written in `written`, else the default.
    public func resolvedOptions(at level: OptionDeclaration.Level, written: [SpecOption]) -> [(String, String)] {
        options(at: level).map { declaration in
            (declaration.name, written.last { $0.name == declaration.name }?.value ?? declaration.defaultValue)
        }
    }
}
