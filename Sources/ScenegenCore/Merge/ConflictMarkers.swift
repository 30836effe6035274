/// The marker lines a merge writes around a conflict (`<<<<<<< ours`,
/// `=======`, `>>>>>>> theirs`, and diff3's `|||||||`), found again in a file:
/// while any is left, the file is still in conflict.
public enum ConflictMarkers {
    /// The 1-based number of the first marker line in `text`, or nil when there is none.
    public static func firstLine(in text: String) -> Int? {
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if isMarker(line) { return number }
        }
        return nil
    }

    /// Whether `line` (without its newline; a `\r` is ignored) is a marker line, as git writes them.
    static func isMarker(_ line: Substring) -> Bool {
        let text = line.hasSuffix("\r") ? line.dropLast() : line
        if text == "=======" { return true }
        for marker in ["<<<<<<<", ">>>>>>>", "|||||||"] where text.hasPrefix(marker) {
            return text.count == marker.count || text.dropFirst(marker.count).first == " "
        }
        return false
    }
}
