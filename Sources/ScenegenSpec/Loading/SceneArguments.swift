import ScenegenCore

/// A scene described on the command line (`scenegen new CarDetails --field
/// title:String --action toggleFavorite --route CarList --uses CarCatalog`), read into a
/// `SceneSpec`. Names are checked later by `SpecValidator`, with the rest of
/// the spec; here only the shape of each value is.
public struct SceneArguments: Sendable {
    /// The scene name as typed: `car-details`, `CarDetails`...
    public var name: String
    /// `name:Type` values of `--field`.
    public var fields: [String]
    /// `name:Type` values of `--input`.
    public var inputs: [String]
    /// `name` or `name:Type` values of `--action`.
    public var actions: [String]
    /// Scene names of `--route`.
    public var routes: [String]
    /// Service names of `--uses`, as typed (services are named as declared).
    public var uses: [String]

    /// Creates the arguments.
    public init(
        name: String, fields: [String] = [], inputs: [String] = [], actions: [String] = [], routes: [String] = [],
        uses: [String] = []
    ) {
        self.name = name
        self.fields = fields
        self.inputs = inputs
        self.actions = actions
        self.routes = routes
        self.uses = uses
    }

    /// The scene, with its name and route names normalised to UpperCamelCase
    /// (`car-details` is `CarDetails`); every malformed value is reported at once.
    public func scene() throws(DiagnosticError) -> SceneSpec {
        var diagnostics: [Diagnostic] = []
        func properties(_ values: [String], option: String) -> [PropertySpec] {
            values.compactMap { value -> PropertySpec? in
                guard let (name, typeText) = split(value), !typeText.trimmingSpaces.isEmpty else {
                    let name = value.split(separator: ":").first.map(String.init) ?? value
                    diagnostics.append(
                        .error("`--\(option) \(value)` needs a type; write `--\(option) \(name):String`"))
                    return nil
                }
                switch parse(typeText) {
                case .success(let type): return PropertySpec(name: name, type: type)
                case .failure(let error):
                    diagnostics.append(.error("\(error.message) (in `--\(option) \(value)`)"))
                    return nil
                }
            }
        }
        let fields = properties(self.fields, option: "field")
        let inputs = properties(self.inputs, option: "input")
        var actions: [ActionSpec] = []
        for value in self.actions {
            guard let (name, typeText) = split(value) else {
                actions.append(ActionSpec(name: value))
                continue
            }
            let trimmed = typeText.trimmingSpaces
            if trimmed.isEmpty || trimmed == "Void" || trimmed == "()" {
                actions.append(ActionSpec(name: name))
                continue
            }
            switch parse(typeText) {
            case .success(let type): actions.append(ActionSpec(name: name, payload: type))
            case .failure(let error): diagnostics.append(.error("\(error.message) (in `--action \(value)`)"))
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticError(diagnostics) }
        var scene = SceneSpec(
            name: SpecNames.sceneName(fromArgument: name), fields: fields, inputs: inputs, actions: actions,
            routes: routes.map { RouteSpec(scene: SpecNames.sceneName(fromArgument: $0)) })
        scene.uses = uses.map { ServiceUseSpec(service: $0.trimmingSpaces) }
        return scene
    }

    private func parse(_ text: String) -> Result<SwiftType, SwiftTypeSyntaxError> {
        Result { () throws(SwiftTypeSyntaxError) -> SwiftType in try SwiftTypeParser.parse(text) }
    }

    /// `name:Type` split at its first colon (`[K: V]` types keep theirs).
    private func split(_ value: String) -> (String, String)? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        return (String(value[..<colon]).trimmingSpaces, String(value[value.index(after: colon)...]))
    }
}
