/// What the command line may change about a run (docs/cli.md, common options).
public struct GenerationOptions: Sendable {
    /// `--flavor NAME`: a built-in flavor or a template folder, instead of the spec's.
    public var flavor: String?
    /// `--templates DIR`: per-file template overrides looked up first (absolute path).
    public var templates: String?
    /// `--templates DIR` as the user typed it, for messages.
    public var templatesAsWritten: String?
    /// `--output DIR`: where scene files go, instead of the spec's `output`.
    public var output: String?
    /// `--tests DIR`: where test files go, instead of the spec's `tests`.
    public var tests: String?
    /// `--module NAME`: the Swift module, instead of the spec's `module`.
    public var module: String?
    /// `--strict`: an undefined template variable is an error.
    public var strict = false
    /// `--force`: overwrite differing user-owned files.
    public var force = false

    /// Options that change nothing.
    public init() {}
}
