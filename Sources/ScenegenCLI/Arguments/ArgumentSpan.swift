/// Where on the command line a usage error is: the word at `index` of the command's arguments
/// (the words after the command's name), from its character `start` to its end, so the error can
/// be shown with a caret under what is wrong.
public struct ArgumentSpan: Sendable, Hashable {
    /// The argument, counted from 0 after the command's words (`new` or `templates eject`).
    public var index: Int
    /// The first character of the part that is wrong: 0 for the whole word, past the `=` for
    /// the value of `--name=value`.
    public var start: Int

    /// The span of argument `index`, from character `start`.
    public init(index: Int, start: Int = 0) {
        self.index = index
        self.start = start
    }
}
