import ScenegenCore

/// One file a run wants on disk: where, what, and who owns it.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the project folder, `/`-separated.
    public var path: String
    /// The full text to write (LF line endings, one trailing newline). Empty for a
    /// file whose text the run took from the file itself without reading it
    /// (`isOnDisk`): the file holds it, and nothing is written.
    public var contents: String {
        didSet {
            knownSHA256 = nil
            isOnDisk = false
        }
    }
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
    /// The SHA-256 of everything its text depends on (`RenderKey`): two files
    /// with the same key have the same text. Empty when not known.
    public var renderKey = ""
    /// The scene the file was made for; nil for a project, model or service file.
    /// A run limited to some scenes keeps the files of those and every shared one.
    public var scene: String?
    /// The SHA-256 of `contents` when it was worked out already (by the render
    /// that made them); nil once `contents` changes.
    private var knownSHA256: String?
    /// Whether the file on disk holds this file's text, as the run found it (the run
    /// cache took the text from the file, whose hash it knows: `contents` may then be
    /// empty, the text not read); false once `contents` change.
    public internal(set) var isOnDisk = false

    /// Creates a file.
    public init(path: String, contents: String, owner: FileOwner, template: String, inputsHash: String = "") {
        self.path = path
        self.contents = contents
        self.owner = owner
        self.template = template
        self.inputsHash = inputsHash
    }

    /// A file whose `contents` hash to `sha256` (known already: not worked out again).
    init(path: String, contents: String, sha256: String, owner: FileOwner, template: String, inputsHash: String) {
        self.init(path: path, contents: contents, owner: owner, template: template, inputsHash: inputsHash)
        knownSHA256 = sha256
    }

    /// The SHA-256 of `contents`, as lowercase hex.
    public var contentsSHA256: String { knownSHA256 ?? SHA256.hex(contents) }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && lhs.contents == rhs.contents && lhs.owner == rhs.owner && lhs.template == rhs.template
            && lhs.expectations == rhs.expectations && lhs.expectationAnchor == rhs.expectationAnchor
            && lhs.inputsHash == rhs.inputsHash && lhs.renderKey == rhs.renderKey && lhs.scene == rhs.scene
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(contents)
        hasher.combine(owner)
    }
}
