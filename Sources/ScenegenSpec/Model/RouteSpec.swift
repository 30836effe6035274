import ScenegenCore

/// A scene a scene can navigate to: a Router method.
public struct RouteSpec: Hashable, Sendable {
    /// The target scene's name.
    public var scene: String
    /// Where the name is written (nil when it came from the command line).
    public var span: SourceSpan?
    /// The flavor's route options, written as `- Target: {presentation: present}`.
    public var options: [SpecOption] = []

    /// Creates a route.
    public init(scene: String, span: SourceSpan? = nil) {
        self.scene = scene
        self.span = span
    }
}
