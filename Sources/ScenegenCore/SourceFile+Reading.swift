import Foundation

// MARK: - Reading source files from disk

extension SourceFile {
    /// The largest file scenegen reads (specs, templates, manifests, contexts):
    /// far above any real one, low enough that a runaway input is refused
    /// before it costs memory or time.
    public static let maximumSize = 16 * 1024 * 1024

    /// Reads the UTF-8 text file at `absolutePath`; diagnostics name it `shownAs`.
    /// A missing file, a folder, an unreadable file, a file over `maximumSize`
    /// or one that is not UTF-8 is an error naming the file.
    public static func read(_ absolutePath: String, shownAs path: String) throws(DiagnosticError) -> SourceFile {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isFolder) else {
            throw .error("no such file `\(path)`")
        }
        guard !isFolder.boolValue else { throw .error("`\(path)` is a folder, not a file") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: absolutePath))?[.size] as? Int,
            size > maximumSize
        {
            throw .error(
                "`\(path)` is \(megabytes(size)); scenegen reads files of at most \(megabytes(maximumSize))")
        }
        guard let data = FileManager.default.contents(atPath: absolutePath) else {
            throw .error("cannot read `\(path)`")
        }
        guard data.count <= maximumSize else {
            throw .error(
                "`\(path)` is \(megabytes(data.count)); scenegen reads files of at most \(megabytes(maximumSize))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .error(
                "`\(path)` is not UTF-8 text: this byte is not valid UTF-8; save the file as UTF-8",
                at: SourceSpan(path: path, start: firstInvalidUTF8(in: data)))
        }
        return SourceFile(path: path, text: text)
    }

    /// Where the first byte that is not valid UTF-8 is: its line, and its column
    /// counted in the Unicode scalars before it on that line.
    static func firstInvalidUTF8(in data: Data) -> SourcePosition {
        var bytes = data.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        var offset = 0
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                offset += 1
            case .emptyInput, .error:
                return SourcePosition(line: line, column: column, offset: offset)
            }
        }
    }

    /// `bytes` in megabytes with one decimal, rounded up (so a file just over the limit reads as over it).
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 1_048_575) / 1_048_576
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
