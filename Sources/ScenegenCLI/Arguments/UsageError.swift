/// A command line that cannot be run: what is wrong (`kind`), where (`span`, when one word is
/// to blame), and any further problems of the same command line. Printed as `error: …`, the
/// command line with a caret under the word, and the command's usage line; exit code 64.
public struct UsageError: Error, Sendable, Equatable {
    /// What is wrong. Each case's text is in `UsageError+Message.swift`; tests match the cases.
    public enum Kind: Sendable, Hashable {
        // MARK: - The shape of the command line (ArgumentParser)
        /// `--forse`: no such option; the nearest one, if any.
        case unknownOption(String, suggestion: String?)
        /// `--force=yes`: a flag given a value.
        case flagTakesNoValue(String)
        /// `--spec` at the end, or before another option: its synopsis, `--spec <file>`.
        case missingValue(String)
        /// `--spec a --spec b` for an option that takes one value.
        case repeatedOption(String)
        /// A required positional, by name (`scene`).
        case missingArgument(String)
        /// A positional beyond those the command takes.
        case unexpectedArgument(String)

        // MARK: - Options that do not go together
        /// `--check` with `--force`.
        case forceWithCheck
        /// `dump FILE --spec FILE`.
        case fileGivenTwice
        /// `dump --context … --raw`.
        case contextWithRaw
        /// `dump --batch` or `--spans` without `--raw`.
        case needsRaw(String)
        /// `dump --batch FILE`.
        case batchWithFile
        /// `render --trim-blocks --trim MODE` for a mode other than `lines`.
        case twoTrimModes
        /// `completions SHELL --list …`.
        case shellAndList
        /// `completions SHELL --spec FILE`.
        case specWithoutList

        // MARK: - Values
        /// A scene name as typed (`../Evil`, `9Lives`, ``), with the option it came with.
        case invalidSceneName(String, option: String?, reason: SceneNameProblem)
        /// `--field :String`, `--action ""`: a member with no name.
        case memberWithoutName(option: String, value: String)
        /// `--only X` or `--route X` for a scene the spec does not have, with the nearest name.
        case unknownScene(String, option: String, suggestion: String?)
        /// `new --route Setting` one edit from an existing `Settings`.
        case routeTypo(String, meant: String)
        /// `--flavor ""`.
        case emptyFlavor
        /// `--param item` that cannot be read.
        case badParameter(String, problem: ParameterProblem)
        /// `render` without its template.
        case missingTemplate
        /// `--trim MODE` that is no trim mode.
        case unknownTrimMode(String)
        /// `--header OWNER` other than `generated` or `user`.
        case unknownHeaderOwner(String)
        /// `graph --format X`, with the formats and the nearest one.
        case unknownFormat(String, formats: [String], suggestion: String?)
        /// `completions SHELL` for a shell with no script.
        case unknownShell(String)
        /// `completions --list X`.
        case unknownList(String)
        /// `completions` with neither a shell nor `--list`.
        case missingShell
        /// A problem the spec layer found in a scene made from the command line (a bad `--field`
        /// type, a reserved name): its message, which has no position in a file.
        case invalidScene(String)
    }

    /// Why a scene name typed on the command line is not one.
    public enum SceneNameProblem: Sendable, Hashable {
        /// Nothing was typed.
        case empty
        /// Characters other than ASCII letters, digits, `-` and `_`, or not starting with a letter.
        case notAName
    }

    /// Why a `--param` item cannot be read.
    public enum ParameterProblem: Sendable, Hashable {
        /// Neither `key=value` nor a bare key.
        case notKeyValue
        /// A key part that is not letters and digits.
        case badKey
        /// `a.b=c` after `a=x`: `a` holds a value.
        case holdsValue(String)
        /// `a=c` after `a.b=x`: `a` holds keys.
        case holdsKeys(String)
    }

    /// What is wrong.
    public var kind: Kind
    /// The word of the command line to blame, when one is.
    public var span: ArgumentSpan?
    /// Further problems of the same command line, each printed on its own `error:` line.
    public var more: [UsageError]

    /// A usage error of `kind`, at `span` when given.
    public init(_ kind: Kind, at span: ArgumentSpan? = nil) {
        self.kind = kind
        self.span = span
        self.more = []
    }

    /// A usage error for each of `errors` (at least one), printed one after another.
    public init(all errors: [UsageError]) {
        // Callers pass at least one; an empty list still says something true.
        self = errors.first ?? UsageError(.invalidScene("the command line cannot be run"))
        more = Array(errors.dropFirst())
    }

    /// This error and the further ones, in order.
    public var all: [UsageError] {
        [UsageError(kind, at: span)] + more
    }
}
