import Foundation

/// A command-line word as a message prints it for the user to type again:
/// quoted when a shell would read it otherwise (zsh refuses `cars:[String]`
/// unquoted with "no matches found"; other shells may glob it).
enum ShellWord {
    /// Characters a POSIX shell or zsh gives a meaning to in a word.
    private static let special = Set("[]*?{}()<>|&;$`\\\"' \t!~#")

    /// `word`, in single quotes when it holds a character a shell reads.
    static func quoted(_ word: String) -> String {
        guard word.contains(where: { special.contains($0) }) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
