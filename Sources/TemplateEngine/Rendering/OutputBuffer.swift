/// The bytes a render produces. Appending UTF-8 bytes to one growing array
/// is several times cheaper than appending to a `String`, which re-checks
/// its storage and encoding on every append; the text is decoded once at the end.
///
/// The array is kept longer than what is written (zeros past `byteCount`,
/// added in growing chunks), so an append is a bounds check and one copy
/// into space already there, not `Array.append(contentsOf:)`'s generic path.
struct OutputBuffer {
    private var storage: [UInt8] = []
    /// How many bytes have been written.
    private(set) var byteCount = 0
    /// Whether this is a rendering's own output, whose positions a line map records
    /// (not a side buffer a tag renders into and then prints from).
    var recordsLineMarks = false

    init(capacity: Int = 0) {
        storage.reserveCapacity(capacity)
    }

    /// The bytes written so far.
    var bytes: ArraySlice<UInt8> { storage[..<byteCount] }

    @inline(__always)
    mutating func append(_ text: String) {
        // Native and small strings lend their UTF-8 in place; only a bridged one is copied first.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { append($0) }
        }
    }

    @inline(__always)
    mutating func append(bytes more: [UInt8]) {
        more.withUnsafeBufferPointer { append($0) }
    }

    @inline(__always)
    mutating func append(_ more: UnsafeBufferPointer<UInt8>) {
        let start = byteCount
        let end = start + more.count
        if end > storage.count { grow(to: end) }
        storage.withUnsafeMutableBufferPointer { target in
            _ = UnsafeMutableBufferPointer(rebasing: target[start..<end]).initialize(fromContentsOf: more)
        }
        byteCount = end
    }

    /// Appends ASCII `bytes`, then lets `change` rewrite the copy in place
    /// (it must keep every byte ASCII, so the output stays valid UTF-8).
    @inline(__always)
    mutating func appendASCII(_ more: UnsafeBufferPointer<UInt8>, _ change: (UnsafeMutableBufferPointer<UInt8>) -> Void)
    {
        let start = byteCount
        let end = start + more.count
        if end > storage.count { grow(to: end) }
        storage.withUnsafeMutableBufferPointer { target in
            let written = UnsafeMutableBufferPointer(rebasing: target[start..<end])
            _ = written.initialize(fromContentsOf: more)
            change(written)
        }
        byteCount = end
    }

    /// Makes room for at least `count` bytes: the reserved capacity first, then doubling.
    ///
    /// The new space is filled from one zeroed array, which is a `memset` and a `memcpy`
    /// in every build; appending `repeatElement(0, count:)` walks the bytes one by one
    /// through the generic `Sequence` path when the caller is not optimized.
    private mutating func grow(to count: Int) {
        let target = max(count, storage.count < storage.capacity ? storage.capacity : storage.count * 2, 64)
        storage.append(contentsOf: [UInt8](repeating: 0, count: target - storage.count))
    }

    /// The bytes as text.
    var text: String { String(decoding: storage[..<byteCount], as: UTF8.self) }
}
