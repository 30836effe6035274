import Foundation
import ScenegenTestSupport
import Testing

/// The promise scenegen makes for bad input: the expected exit code, a first
/// line of stderr that says where (file:line:column, or the flag), no stack
/// trace, and nothing created or changed on disk.
enum CleanFailure {
    /// Words that only a crash or a trap prints.
    static let crashMarkers = [
        "Stack dump", "Fatal error", "Backtrace", "Current stack trace", "Illegal instruction", "Segmentation fault",
    ]

    /// `path:line:column: error: ` at the start of a line.
    static func hasPosition(_ line: String) -> Bool {
        line.firstMatch(of: #/^[^\n:]+:[0-9]+:[0-9]+: error: \S/#) != nil
    }

    /// Checks everything but the position (see `expectPosition`).
    static func expect(
        _ result: ProcessResult, status: Int32, firstLine: String?, before: FolderSnapshot,
        after: FolderSnapshot, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!result.timedOut, "\(what): timed out\n\(result)", sourceLocation: sourceLocation)
        #expect(!result.killedBySignal, "\(what): died of a signal\n\(result)", sourceLocation: sourceLocation)
        #expect(result.status == status, "\(what): exit status\n\(result)", sourceLocation: sourceLocation)
        if let firstLine {
            #expect(
                result.stderrFirstLine == firstLine, "\(what): first line of stderr\n\(result)",
                sourceLocation: sourceLocation)
        }
        for marker in crashMarkers {
            #expect(
                !result.stderr.contains(marker), "\(what): stderr holds `\(marker)`\n\(result)",
                sourceLocation: sourceLocation)
        }
        // A message must not carry raw control characters: they break the
        // `path:line:column: error:` line or hide what the value is.
        let controls = result.stderr.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F
        }
        #expect(
            controls.isEmpty,
            "\(what): stderr holds control characters \(controls.map { "U+\(String($0.value, radix: 16))" })\n\(result)",
            sourceLocation: sourceLocation)
        #expect(
            !result.stderrFirstLine.contains("\t"), "\(what): the first line of stderr holds a raw tab\n\(result)",
            sourceLocation: sourceLocation)
        let changes = before.changes(to: after)
        #expect(changes.isEmpty, "\(what): files changed: \(changes.prefix(10))", sourceLocation: sourceLocation)
    }

    /// The first line of stderr names a file, line and column.
    static func expectPosition(
        _ result: ProcessResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            hasPosition(result.stderrFirstLine), "\(what): no file:line:column\n\(result)",
            sourceLocation: sourceLocation)
    }
}
