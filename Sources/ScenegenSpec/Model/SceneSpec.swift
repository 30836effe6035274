import ScenegenCore

/// One scene: a screen with its ViewController, ViewModel, Router and Builder.
public struct SceneSpec: Hashable, Sendable {
    /// The type-name prefix: `CarDetails`.
    public var name: String
    /// The title shown on screen; the name split into words unless written.
    public var title: String
    /// What the view shows (ViewModel outputs), in order.
    public var fields: [PropertySpec]
    /// Data injected through the Builder, in order.
    public var inputs: [PropertySpec]
    /// User intents (ViewModel inputs, key bindings), in order.
    public var actions: [ActionSpec]
    /// Scenes this one can navigate to, in order.
    public var routes: [RouteSpec]
    /// Where the name is written (nil when it came from the command line).
    public var nameSpan: SourceSpan?
    /// Where the title is written, when it is.
    public var titleSpan: SourceSpan?
    /// The flavor's scene options (`options:`), as written.
    public var options: [SpecOption] = []

    /// Creates a scene; `title` defaults to the name split into words.
    public init(
        name: String, title: String? = nil, fields: [PropertySpec] = [], inputs: [PropertySpec] = [],
        actions: [ActionSpec] = [], routes: [RouteSpec] = [], nameSpan: SourceSpan? = nil, titleSpan: SourceSpan? = nil
    ) {
        self.name = name
        self.title = title ?? SceneSpec.defaultTitle(for: name)
        self.fields = fields
        self.inputs = inputs
        self.actions = actions
        self.routes = routes
        self.nameSpan = nameSpan
        self.titleSpan = titleSpan
    }

    /// The title of a scene that writes none: `CarList` gives "Car List".
    public static func defaultTitle(for name: String) -> String {
        SwiftIdentifier.title(fromTypeName: name)
    }

    /// Whether the title is the default one (so a spec writer need not write it).
    public var hasDefaultTitle: Bool { title == SceneSpec.defaultTitle(for: name) }
}
