/// One screen of a controller in its three parts: the title, the body that `body()` lays out,
/// and the footer of keys. Interactive mode keeps the title and the footer on the terminal and
/// scrolls the body when the whole does not fit.
struct TerminalScreen: Equatable {
    /// The title and its `=` underline; empty for an empty title.
    var header: [String]
    /// The lines of `body()`, a line holding newlines split into several.
    var body: [String]
    /// The footer of key bindings, wrapped onto as many lines as the width needs.
    var footer: [String]

    /// The screen as plain mode prints it: the header, the body, a blank line, the footer.
    var lines: [String] {
        header + body + [""] + footer
    }
}
