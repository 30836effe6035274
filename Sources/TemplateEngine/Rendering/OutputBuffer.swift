/// The bytes a render produces. Appending UTF-8 bytes to one growing array
/// is several times cheaper than appending to a `String`, which re-checks
/// its storage and encoding on every append; the text is decoded once at the end.
struct OutputBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// How many bytes have been written.
    var byteCount: Int { bytes.count }

    @inline(__always)
    mutating func append(_ text: String) {
        // Native and small strings lend their UTF-8 in place; only a bridged one is copied first.
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: Array(text.utf8))
        }
    }

    @inline(__always)
    mutating func append(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// Appends ASCII `bytes`, then lets `change` rewrite the copy in place
    /// (it must keep every byte ASCII, so the output stays valid UTF-8).
    @inline(__always)
    mutating func appendASCII(_ more: UnsafeBufferPointer<UInt8>, _ change: (UnsafeMutableBufferPointer<UInt8>) -> Void)
    {
        let start = bytes.count
        bytes.append(contentsOf: more)
        bytes.withUnsafeMutableBufferPointer { change(UnsafeMutableBufferPointer(rebasing: $0[start...])) }
    }

    /// The bytes as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
