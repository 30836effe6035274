import Foundation
import ScenegenCore

/// Where a command's text goes: the real stdout/stderr, or a buffer in tests.
public protocol TextOutputSink: AnyObject {
    /// Writes `text` as it is (no newline is added).
    func write(_ text: String)
    /// Whether the stream is a terminal (colour, interactive screens).
    var isTerminal: Bool { get }
}

/// Everything a command may touch of the outside world: the current folder,
/// the environment, the output streams and the source files it has read (so
/// diagnostics can quote them). Tests make one with captured streams.
public final class CommandContext {
    /// The folder relative paths are resolved against.
    public let currentDirectory: String
    /// The process environment (NO_COLOR, CI, ...).
    public let environment: [String: String]
    /// Standard output.
    public let standardOutput: TextOutputSink
    /// Standard error.
    public let standardError: TextOutputSink
    /// Reads standard input to its end; nil when there is none.
    public let readStandardInput: () -> String?
    private var sources: [String: String] = [:]

    /// Creates a context.
    public init(
        currentDirectory: String, environment: [String: String], standardOutput: TextOutputSink,
        standardError: TextOutputSink, readStandardInput: @escaping () -> String? = { nil }
    ) {
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
    }

    /// Writes `text` to standard output as it is.
    public func print(_ text: String) {
        standardOutput.write(text)
    }

    /// Writes `text` to standard error as it is.
    public func printError(_ text: String) {
        standardError.write(text)
    }

    /// Whether diagnostics on stderr may use colour: a terminal, and NO_COLOR unset.
    public var usesColor: Bool {
        standardError.isTerminal && environment["NO_COLOR"] == nil
    }

    /// `path` made absolute against the current folder and standardized.
    public func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return PathText.normalize(absolute)
    }

    /// Reads a UTF-8 text file and remembers it so diagnostics can show its lines.
    /// `-` reads standard input. The path in diagnostics is `path` as given.
    public func readSource(_ path: String) throws(DiagnosticError) -> SourceFile {
        if path == "-" {
            guard let text = readStandardInput() else { throw .error("no standard input to read for `-`") }
            return register(SourceFile(path: "<stdin>", text: text))
        }
        return register(try SourceFile.read(absolutePath(path), shownAs: path))
    }

    /// Remembers a source text so diagnostics pointing into it show its lines.
    @discardableResult
    public func register(_ file: SourceFile) -> SourceFile {
        sources[file.path] = file.text
        return file
    }

    /// The text of a source read or registered as `path`, if any.
    public func registeredText(_ path: String) -> String? {
        sources[path]
    }

    /// Prints diagnostics to standard error, each with its source line and caret
    /// when the source is known.
    public func report(_ diagnostics: [Diagnostic]) {
        var known = sources
        // A file a diagnostic points into that no command registered (a flavor's
        // manifest, an included template) is read from disk to quote its line.
        for path in Set(diagnostics.flatMap { [$0] + $0.notes }.compactMap(\.span?.path)) where known[path] == nil {
            if let file = try? SourceFile.read(absolutePath(path), shownAs: path) { known[path] = file.text }
        }
        let renderer = DiagnosticRenderer(colors: usesColor) { [known] path in known[path] }
        printError(renderer.render(diagnostics))
    }
}
