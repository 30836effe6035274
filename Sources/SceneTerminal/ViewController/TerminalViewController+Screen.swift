extension TerminalViewController {
    /// Everything the app prints for this controller: the title underlined with `=`, the lines of
    /// `body()`, a blank line, and the footer of key bindings (`[r] Refresh  [b] Back  [q] Quit`).
    ///
    /// Loads the view first if needed (as reading `UIViewController.view` does) and clears
    /// `needsDisplay`. A body line holding newlines becomes several lines; an empty title
    /// drops the header.
    public func screen() -> [String] {
        loadViewIfNeeded()
        needsDisplay = false
        var lines: [String] = []
        if !title.isEmpty {
            lines.append(title)
            lines.append(String(repeating: "=", count: title.count))
        }
        for line in body() {
            lines.append(contentsOf: line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        lines.append("")
        lines.append(footer())
        return lines
    }

    /// The footer line: the scene's bindings, its typed-input hints (`[number + Enter] Select`),
    /// then `[b] Back` when there is somewhere to go back to, then `[q] Quit`.
    public func footer() -> String {
        var labels = keyBindings.map(\.footerLabel) + typedInputHints.map(\.footerLabel)
        if navigator?.canGoBack == true {
            labels.append("[b] Back")
        }
        labels.append("[q] Quit")
        return labels.joined(separator: "  ")
    }
}
