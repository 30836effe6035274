import ScenegenCore

/// What the lexer and parsers read: a template's bytes, and spans into them.
/// A class: the many parsers of one template share it for one reference count.
final class TemplateSource {
    /// The shared text every span of this template points into.
    let storage: TemplateText
    let bytes: [UInt8]
    /// What this parse has already built and may share.
    let cache = ParseCache()
    /// The kept text of the text nodes, which the parsed template keeps.
    let texts: TemplateTextArena

    init(_ file: SourceFile) {
        storage = TemplateText(file)
        bytes = storage.bytes
        texts = TemplateTextArena(byteCount: bytes.count)
    }

    var file: SourceFile { storage.file }
    var path: String { storage.file.path }

    /// The span of bytes `start..<end`.
    func span(_ start: Int, _ end: Int) -> TemplateSpan {
        TemplateSpan(storage, start, end)
    }

    /// The text of bytes `start..<end`.
    func text(_ start: Int, _ end: Int) -> String {
        storage.text(start, end)
    }
}
