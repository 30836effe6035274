/// Where a `TerminalApp` writes its screens.
public protocol TerminalOutput: AnyObject {
    /// Writes `text` as is (the app adds the newlines).
    func write(_ text: String)

    /// The width of the terminal written to, in columns, read again for each screen (so it
    /// follows window resizes); nil when unknown. Interactive mode wraps the footer and cuts
    /// lines to it.
    var columns: Int? { get }

    /// The height of the terminal written to, in rows, read again for each screen; nil when
    /// unknown. Interactive mode scrolls the body of a taller screen between its title and its
    /// footer.
    var rows: Int? { get }
}

extension TerminalOutput {
    /// No width known: lines are written whole.
    public var columns: Int? { nil }

    /// No height known: screens are written whole.
    public var rows: Int? { nil }
}

/// An output that keeps everything written, for tests.
public final class TerminalOutputBuffer: TerminalOutput {
    /// Everything written so far.
    public private(set) var text = ""

    /// The width the app is told the terminal has; nil (the default) for no limit.
    public var columns: Int?

    /// The height the app is told the terminal has; nil (the default) for no limit.
    public var rows: Int?

    /// Creates an empty buffer, for a terminal `columns` wide and `rows` high (no limit when nil).
    public init(columns: Int? = nil, rows: Int? = nil) {
        self.columns = columns
        self.rows = rows
    }

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
