/// The keys a spec file may use, in the order the reference lists them.
public enum SpecKeys {
    /// Keys of the top-level mapping.
    public static let topLevel = [
        "module", "flavor", "output", "tests", "templates", "header", "models", "services", "scenes", "options",
    ]
    /// Keys of a scene's mapping.
    public static let scene = ["title", "uses", "fields", "inputs", "actions", "routes", "options"]
}
