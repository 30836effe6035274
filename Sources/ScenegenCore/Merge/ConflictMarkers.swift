/// The marker lines a merge writes around a conflict (`<<<<<<< ours`,
/// `=======`, `>>>>>>> theirs`, and diff3's `|||||||`), found again in a file:
/// while any is left, the file is still in conflict.
public enum ConflictMarkers {
    /// The 1-based number of the first marker line in `text`, or nil when there is none.
    public static func firstLine(in text: String) -> Int? {
        var number = 0
        // `\r\n` is one Character in Swift: it must be named to split on it.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            if isMarker(line) { return number }
        }
        return nil
    }

    /// Whether `line` (without its newline) is a marker line, as git writes them.
    static func isMarker(_ text: Substring) -> Bool {
        if text == "=======" { return true }
        for marker in ["<<<<<<<", ">>>>>>>", "|||||||"] where text.hasPrefix(marker) {
            return text.count == marker.count || text.dropFirst(marker.count).first == " "
        }
        return false
    }
}
