extension TerminalViewController {
    /// Everything the app prints for this controller: the title underlined with `=`, the lines of
    /// `body()`, a blank line, and the footer of key bindings (`[r] Refresh  [b] Back  [q] Quit`).
    ///
    /// Loads the view first if needed (as reading `UIViewController.view` does) and clears
    /// `needsDisplay`. A body line holding newlines becomes several lines; an empty title
    /// drops the header.
    public func screen() -> [String] {
        screen(width: nil, typing: nil)
    }

    /// The screen as a terminal `width` columns wide shows it (the footer wrapped onto as many
    /// lines as it needs), with the footer of `typing`'s prompt while one is open.
    func screen(width: Int?, typing: ValueAction?) -> [String] {
        screenParts(width: width, typing: typing).lines
    }

    /// The screen of `screen(width:typing:)` in its parts, for interactive mode to fit it to
    /// the terminal's height.
    func screenParts(width: Int?, typing: ValueAction?) -> TerminalScreen {
        loadViewIfNeeded()
        needsDisplay = false
        let header = title.isEmpty ? [] : [title, String(repeating: "=", count: title.count)]
        let body = body().flatMap { line in
            line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let labels = typing.map { ["[Enter] \($0.title)", "[Esc] Cancel"] } ?? footerLabels()
        return TerminalScreen(header: header, body: body, footer: Self.wrap(labels, width: width))
    }

    /// The footer line: the scene's bindings, its value actions (`[s] Select…`), its typed-input
    /// hints (`[number + Enter] Select`), then `[b] Back` when there is somewhere to go back to,
    /// then `[q] Quit`.
    public func footer() -> String {
        footerLabels().joined(separator: "  ")
    }

    /// The footer as a terminal `width` columns wide shows it: the labels of `footer()` on as
    /// many lines as they need, never cut inside a label (one line when `width` is nil).
    public func footerLines(width: Int?) -> [String] {
        Self.wrap(footerLabels(), width: width)
    }

    private func footerLabels() -> [String] {
        var labels =
            keyBindings.map(\.footerLabel) + valueActions.map(\.footerLabel) + typedInputHints.map(\.footerLabel)
        if navigator?.canGoBack == true {
            labels.append("[b] Back")
        }
        labels.append("[q] Quit")
        return labels
    }

    /// `labels` two spaces apart, a new line started before a label that would pass `width`.
    private static func wrap(_ labels: [String], width: Int?) -> [String] {
        var lines: [String] = []
        var current = ""
        for label in labels {
            if current.isEmpty {
                current = label
            } else if let width, current.count + 2 + label.count > width {
                lines.append(current)
                current = label
            } else {
                current += "  " + label
            }
        }
        lines.append(current)
        return lines
    }
}
