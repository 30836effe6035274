import Foundation
import Testing

/// Golden files and trees: expected output kept in the repository, compared
/// with what a test produced. `SCENEGEN_RECORD=1` is the re-record switch: the
/// goldens are written over and the tests pass (review the diff before
/// committing). A golden that does not exist is written and its test fails,
/// so a new case is never silently accepted.
public enum Golden {
    /// Whether goldens are re-recorded instead of compared: `SCENEGEN_RECORD=1`.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["SCENEGEN_RECORD"] == "1" }

    /// The text of the golden file at `url` to compare `actual` with; nil when
    /// there is nothing to compare because `actual` was just recorded there
    /// (re-recording, or the golden was missing: then an issue fails the test).
    public static func expected(
        for actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String? {
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if let existing, !isRecording { return existing }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        if existing == nil { recordedMissing(url, sourceLocation: sourceLocation) }
        return nil
    }

    /// The files of the golden tree at `folder` (by relative path) to compare
    /// `actual` with; nil when `actual` was just recorded there instead (the
    /// folder is replaced whole; a missing folder fails the test).
    public static func expectedTree(
        for actual: [String: Data], at folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: Data]? {
        let fileManager = FileManager.default
        let exists = fileManager.fileExists(atPath: folder.path)
        if exists && !isRecording { return try FileTree.snapshot(of: folder) }
        try? fileManager.removeItem(at: folder)
        for (path, data) in actual {
            let target = folder.appendingPathComponent(path)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        if !exists { recordedMissing(folder, sourceLocation: sourceLocation) }
        return nil
    }

    private static func recordedMissing(_ url: URL, sourceLocation: SourceLocation) {
        Issue.record(
            "recorded the missing golden \(url.path); review and commit it, then run the tests again",
            sourceLocation: sourceLocation)
    }
}
