/// Fits a screen to a terminal's height in interactive mode: when the screen, its status lines
/// and the line under it (where the typed line or the cursor goes) are taller than the terminal,
/// the title and the footer stay and the body shows the rows that remain, from `offset`. The
/// blank line above the footer then says which lines are shown and which keys scroll.
struct TerminalViewport {
    /// The first body line shown, clamped to what the body and the terminal allow by `fit`.
    private(set) var offset = 0
    /// How many body lines the last fitted screen showed (nil: all of them): a page for
    /// Page Up and Page Down.
    private(set) var pageRows: Int?

    /// Moves the body by `key` (one line for an arrow, a page for Page Up and Page Down); the
    /// next `fit` clamps it. Returns false when the screen was not scrolled, so the key does
    /// nothing.
    mutating func scroll(by key: TerminalKey) -> Bool {
        guard let pageRows else { return false }
        switch key {
        case .up: offset -= 1
        case .down: offset += 1
        case .pageUp: offset -= pageRows
        case .pageDown: offset += pageRows
        case .enter, .backspace, .escape, .clearLine: return false
        }
        return true
    }

    /// Back to the top, for a screen of another controller.
    mutating func reset() {
        offset = 0
        pageRows = nil
    }

    /// The lines to draw for `screen` with `status` under it on a terminal `rows` high (the
    /// whole screen when `rows` is nil or it fits), keeping one row free under them.
    mutating func fit(_ screen: TerminalScreen, status: [String], rows: Int?) -> [String] {
        let fixed = screen.header.count + 1 + screen.footer.count + status.count + 1
        guard let rows, fixed + screen.body.count > rows else {
            offset = 0
            pageRows = nil
            return screen.lines + status
        }
        // A terminal too short for even one body line shows what fits from the top.
        guard rows > fixed else {
            pageRows = nil
            return Array((screen.lines + status).prefix(max(rows - 1, 0)))
        }
        let shown = rows - fixed
        offset = min(max(offset, 0), screen.body.count - shown)
        pageRows = shown
        let last = offset + shown
        let position = "[↑↓ PgUp PgDn] Scroll: lines \(offset + 1)–\(last) of \(screen.body.count)"
        return screen.header + Array(screen.body[offset..<last]) + [position] + screen.footer + status
    }
}
