/// The keys a spec file may use, in the order the reference lists them
/// (`SpecReference`, which holds what each means).
public enum SpecKeys {
    /// Keys of the top-level mapping.
    public static let topLevel = SpecReference.topLevel.map(\.key)
    /// Keys of a scene's mapping.
    public static let scene = SpecReference.scene.map(\.key)
}
