/// Where a `TerminalApp` writes its screens.
public protocol TerminalOutput: AnyObject {
    /// Writes `text` as is (the app adds the newlines).
    func write(_ text: String)
}

/// An output that keeps everything written, for tests.
public final class TerminalOutputBuffer: TerminalOutput {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty buffer.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) {
        self.text += text
    }

    /// The screens a plain-mode app printed, split at `TerminalApp.separator` lines.
    public var screens: [[String]] {
        guard !text.isEmpty else { return [] }
        var screens: [[String]] = [[]]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if line == TerminalApp.separator {
                screens.append([])
            } else {
                screens[screens.count - 1].append(line)
            }
        }
        return screens
    }
}
