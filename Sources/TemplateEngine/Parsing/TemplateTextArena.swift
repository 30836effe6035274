/// One block holding the kept text of every text node of one parse, in
/// template order: text nodes are runs of it (`TextRun`) instead of an array
/// each. Sized once to the template's byte count, which trimming can only
/// shrink, so it never moves and the runs stay valid while it lives.
///
/// Unchecked `Sendable`: only the parser that made it writes to it, before
/// the parsed template (and so the arena) can reach another thread; after
/// that it is only read.
final class TemplateTextArena: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// Bytes stored so far, and blocks of text that did not fit (none in practice).
    private var count = 0
    private var overflow: [UnsafeMutablePointer<UInt8>] = []

    /// An arena for the text of a template of `byteCount` bytes.
    init(byteCount: Int) {
        capacity = max(byteCount, 1)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
        for block in overflow { block.deallocate() }
    }

    /// Copies `bytes` in and returns their run.
    func store(_ bytes: UnsafeBufferPointer<UInt8>) -> TextRun {
        let length = bytes.count
        guard let source = bytes.baseAddress, length > 0 else { return TextRun(start: UnsafePointer(base), count: 0) }
        let start: UnsafeMutablePointer<UInt8>
        if length <= capacity - count {
            start = base + count
            count += length
        } else {
            start = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
            overflow.append(start)
        }
        start.initialize(from: source, count: length)
        return TextRun(start: UnsafePointer(start), count: length)
    }
}
