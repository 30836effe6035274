/// The bytes a render produces. Appending UTF-8 bytes to one growing block
/// of memory is several times cheaper than appending to a `String`, which
/// re-checks its storage and encoding on every append; the text is decoded
/// once at the end.
///
/// The block is allocated by hand and never zero-filled: an append is a
/// bounds check and one copy into space already there, and growing copies
/// only the bytes written. Non-copyable, so exactly one owner frees the block.
struct OutputBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    /// How many bytes have been written.
    private(set) var byteCount = 0
    /// Whether this is a rendering's own output, whose positions a line map records
    /// (not a side buffer a tag renders into and then prints from).
    var recordsLineMarks = false

    init(capacity: Int = 0) {
        if capacity > 0 {
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            self.capacity = capacity
        }
    }

    deinit {
        base?.deallocate()
    }

    /// The bytes written from `start` on (the whole output by default), copied out.
    func bytes(from start: Int = 0) -> [UInt8] {
        guard let base, start < byteCount else { return [] }
        return Array(UnsafeBufferPointer(start: base + start, count: byteCount - start))
    }

    /// Appends `text`'s UTF-8. Consumed, so its bytes are lent from the copy the
    /// caller already holds, with no retain and release of it around the lending.
    @inline(__always)
    mutating func append(_ text: consuming String) {
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    mutating func append(bytes more: [UInt8]) {
        more.withUnsafeBufferPointer { append($0) }
    }

    @inline(__always)
    mutating func append(_ more: UnsafeBufferPointer<UInt8>) {
        guard let target = reserve(more.count), let source = more.baseAddress else { return }
        Self.copy(source, to: target, count: more.count)
        byteCount += more.count
    }

    /// Copies `count` bytes. Runs of 4 to 32 bytes, most of a render's (a name, an
    /// indent, the text between two tags on a line), move as overlapping words that
    /// cover them, with no call to memcpy.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let into = UnsafeMutableRawPointer(target)
        @inline(__always)
        func move<Word: FixedWidthInteger>(_: Word.Type, at offset: Int) {
            into.storeBytes(
                of: from.loadUnaligned(fromByteOffset: offset, as: Word.self), toByteOffset: offset, as: Word.self)
        }
        if count >= 8 {
            guard count <= 32 else {
                target.initialize(from: source, count: count)
                return
            }
            move(UInt64.self, at: 0)
            move(UInt64.self, at: count - 8)
            if count > 16 {
                move(UInt64.self, at: 8)
                move(UInt64.self, at: count - 16)
            }
        } else if count >= 4 {
            move(UInt32.self, at: 0)
            move(UInt32.self, at: count - 4)
        } else {
            target.initialize(from: source, count: count)
        }
    }

    /// Appends ASCII `bytes`, then lets `change` rewrite the copy in place
    /// (it must keep every byte ASCII, so the output stays valid UTF-8).
    @inline(__always)
    mutating func appendASCII(_ more: UnsafeBufferPointer<UInt8>, _ change: (UnsafeMutableBufferPointer<UInt8>) -> Void)
    {
        guard let target = reserve(more.count), let source = more.baseAddress else { return }
        Self.copy(source, to: target, count: more.count)
        change(UnsafeMutableBufferPointer(start: target, count: more.count))
        byteCount += more.count
    }

    /// Where the next `count` bytes go, with room made for them; nil for none.
    @inline(__always)
    private mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8>? {
        guard count > 0 else { return nil }
        let end = byteCount + count
        if end > capacity { grow(to: end) }
        return base.map { $0 + byteCount }
    }

    /// Makes room for at least `count` bytes by doubling, copying only what is written.
    @inline(never)
    private mutating func grow(to count: Int) {
        let newCapacity = max(count, capacity * 2, 64)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        if let base {
            grown.initialize(from: base, count: byteCount)
            base.deallocate()
        }
        base = grown
        capacity = newCapacity
    }

    /// The bytes written from `start` on as text.
    func text(from start: Int) -> String {
        guard let base, start < byteCount else { return "" }
        return String(decoding: UnsafeBufferPointer(start: base + start, count: byteCount - start), as: UTF8.self)
    }

    /// The bytes as text.
    var text: String { text(from: 0) }
}
