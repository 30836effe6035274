/// One file a run wants on disk: where, what, and who owns it.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the project folder, `/`-separated.
    public var path: String
    /// The full text to write (LF line endings, one trailing newline).
    public var contents: String
    /// Whether scenegen or the user owns the file.
    public var owner: FileOwner
    /// The template that produced it, for messages.
    public var template: String
    /// Words a user-owned file must hold for the spec (the manifest's `expects`).
    public var expectations: [String] = []
    /// Text of the line a note about a missing word points at.
    public var expectationAnchor: String?
    /// The SHA-256 of what it was made from (the template's text and the spec
    /// entry of its scene, model or project), as scenegen.lock records it.
    public var inputsHash: String
    /// The scene the file was made for; nil for a project, model or service file.
    /// A run limited to some scenes keeps the files of those and every shared one.
    public var scene: String?

    /// Creates a file.
    public init(path: String, contents: String, owner: FileOwner, template: String, inputsHash: String = "") {
        self.path = path
        self.contents = contents
        self.owner = owner
        self.template = template
        self.inputsHash = inputsHash
    }
}
