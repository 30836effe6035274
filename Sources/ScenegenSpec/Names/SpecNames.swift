import ScenegenCore

/// Names Swift does not let the generated code give to a scene, a model or a
/// member, and why: the rules `SpecValidator` applies on top of the case rules
/// whatever the flavor (a flavor's own reserved names are in its manifest).
public enum SpecNames {
    /// Type names a scene or a model cannot take, with the reason.
    public static let reservedTypeNames: [String: String] = [
        "Type": "`X.Type` is the metatype of every Swift type",
        "Protocol": "`X.Protocol` is the metatype of every protocol",
        "Self": "`Self` is a Swift keyword",
        "Any": "`Any` is a Swift keyword",
        "AnyObject": "`AnyObject` is the protocol of all classes",
    ]

    /// Member names no field, input, action or property can take, even in backticks.
    public static let reservedMemberNames: [String: String] = [
        "self": "Swift reads `x.self` as `x` itself",
        "init": "Swift reads `x.init` as an initializer",
        "deinit": "`deinit` is a Swift keyword that cannot name a member",
        "subscript": "`subscript` is a Swift keyword that cannot name a member",
        "super": "`super` is a Swift keyword that cannot name a member",
    ]

    /// The reactive types a service method may return besides the standard ones.
    public static let reactiveTypes: Set<String> = [
        "Observable", "Single", "Maybe", "Completable", "Infallible", "Driver", "Signal",
    ]
    /// The project-wide value that holds one instance of each service: no service may take its name.
    public static let dependenciesTypeName = "AppDependencies"
    /// The label every Builder takes the `AppDependencies` under: no input may take it.
    public static let dependenciesLabel = "dependencies"
    /// The prefix of the mocks generated per service: no service name may start with it.
    public static let mockPrefix = "Mock"

    /// The scene name a command-line argument means: `car-details`,
    /// `car_details` and `carDetails` all mean `CarDetails`.
    public static func sceneName(fromArgument argument: String) -> String {
        SwiftIdentifier.upperCamelCase(argument)
    }

    /// The scene of `scenes` that a route to the unknown scene `name` most likely
    /// means: one edit away (`Setting` for `Settings`, `Setings`, `Settigns`), case
    /// aside. `new` refuses such a route rather than make an empty scene of the typo;
    /// a farther name is a new scene.
    public static func sceneTypo(_ name: String, among scenes: [String]) -> String? {
        guard !scenes.contains(name) else { return nil }
        return NameSuggestion.closest(to: name, among: scenes, within: 1)
    }
}
