import Foundation

/// The code `scenegen init` and `new` print to start the app: the lines indented
/// by four spaces under a line that begins `Start the app`, so tests can compile
/// exactly what a user copies.
public enum StartLines {
    /// The code lines of every start block in `output`, without their indent.
    public static func code(in output: String) -> [String] {
        var code: [String] = []
        var inBlock = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("Start the app") {
                inBlock = true
            } else if inBlock, line.hasPrefix("    ") {
                code.append(String(line.dropFirst(4)))
            } else if inBlock, line.isEmpty {
                code.append("")
            } else {
                inBlock = false
            }
        }
        while code.last == "" { code.removeLast() }
        return code
    }

    /// A Swift file holding `code`: its `import` lines at the top, the rest in a
    /// function `signature` (such as `@MainActor func start()`), `<FirstScene>` as `scene`.
    public static func swiftFile(_ code: [String], signature: String, firstScene scene: String) -> String {
        let lines = code.map { $0.replacingOccurrences(of: "<FirstScene>", with: scene) }
        let imports = Set(lines.filter { $0.hasPrefix("import ") }).sorted()
        let body = lines.filter { !$0.hasPrefix("import ") && !$0.isEmpty }
        return imports.map { $0 + "\n" }.joined() + "\n\(signature) {\n"
            + body.map { "    " + $0 + "\n" }.joined() + "}\n"
    }
}
