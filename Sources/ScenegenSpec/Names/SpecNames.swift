/// Names the generated code cannot give to a scene, a model or a member,
/// and why: the rules `SpecValidator` applies on top of the case rules.
public enum SpecNames {
    /// Type names a scene or a model cannot take, with the reason.
    public static let reservedTypeNames: [String: String] = [
        "Type": "`X.Type` is the metatype of every Swift type",
        "Protocol": "`X.Protocol` is the metatype of every protocol",
        "Self": "`Self` is a Swift keyword",
        "Any": "`Any` is a Swift keyword",
        "AnyObject": "`AnyObject` is the protocol of all classes",
    ]

    /// Scene names whose generated types would collide with the runtime's, with the reason.
    public static let reservedSceneNames: [String: String] = [
        "Terminal": "its view controller would be `TerminalViewController`, which SceneTerminal declares"
    ]

    /// Member names no field, input, action or property can take, even in backticks.
    public static let reservedMemberNames: [String: String] = [
        "self": "Swift reads `x.self` as `x` itself",
        "init": "Swift reads `x.init` as an initializer",
        "deinit": "`deinit` is a Swift keyword that cannot name a member",
        "subscript": "`subscript` is a Swift keyword that cannot name a member",
        "super": "`super` is a Swift keyword that cannot name a member",
    ]

    /// Members every generated scene declares, so fields, inputs and actions cannot take them:
    /// the ViewModel's `Input`/`Output` members and the generated view controller's own.
    public static let generatedMemberNames: Set<String> = [
        "transform", "disposeBag", "viewModel", "router", "navigator", "input", "output",
        "navigationTitle", "route", "viewWillAppear", "values",
        // The ViewModel test harness's own members (issue 9).
        "inputs", "mocks", "scheduler", "appearTimes", "send", "start", "changedOutputs",
    ]

    /// What the generated view controller inherits from SceneTerminal's
    /// `TerminalViewController`: actions become methods of that controller, so
    /// an action cannot take these names (fields and inputs can: they live elsewhere).
    public static let screenMemberNames: Set<String> = [
        "title", "body", "screen", "footer", "keyBindings", "addKeyBinding", "handle", "dispatch",
        "setNeedsDisplay", "needsDisplay", "isViewLoaded", "loadViewIfNeeded", "viewDidLoad", "viewDidAppear",
        "viewWillDisappear", "viewDidDisappear", "bindViewModel", "rx",
    ]

    /// The scene name a command-line argument means: `car-details`,
    /// `car_details` and `carDetails` all mean `CarDetails`.
    public static func sceneName(fromArgument argument: String) -> String {
        SwiftIdentifier.upperCamelCase(argument)
    }
}
