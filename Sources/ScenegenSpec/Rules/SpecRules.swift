/// The rules a flavor adds to the spec's own: the names its generated code
/// reserves and the options it reads. They come from the flavor's manifest,
/// so the spec layer names no flavor; `SpecValidator` applies them.
public struct SpecRules: Hashable, Sendable {
    /// How messages name the flavor: `terminal`, or the folder as written.
    public var flavor: String
    /// Scene names whose generated types would collide with the flavor's runtime, with the reason.
    public var reservedSceneNames: [String: String]
    /// The suffixes of the types generated per scene (`ViewModel`, `Router`):
    /// no model may be called `<Scene><suffix>`.
    public var typeSuffixes: [String]
    /// Members every generated scene declares: no field, input or action may take them.
    public var generatedMembers: Set<String>
    /// The class generated view controllers inherit from, for messages (`TerminalViewController`).
    public var viewControllerBase: String?
    /// The members of that class: actions become view-controller methods, so none may take these.
    public var viewControllerMembers: Set<String>
    /// The options the flavor reads, at every level.
    public var options: [OptionDeclaration]

    /// Creates rules.
    public init(
        flavor: String, reservedSceneNames: [String: String] = [:], typeSuffixes: [String] = [],
        generatedMembers: Set<String> = [], viewControllerBase: String? = nil, viewControllerMembers: Set<String> = [],
        options: [OptionDeclaration] = []
    ) {
        self.flavor = flavor
        self.reservedSceneNames = reservedSceneNames
        self.typeSuffixes = typeSuffixes
        self.generatedMembers = generatedMembers
        self.viewControllerBase = viewControllerBase
        self.viewControllerMembers = viewControllerMembers
        self.options = options
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
