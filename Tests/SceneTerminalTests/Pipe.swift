#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A POSIX pipe for feeding bytes to the file-descriptor inputs.
final class Pipe {
    let readEnd: Int32
    private(set) var writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe(2) failed in a test")
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    func send(_ text: String) {
        send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    /// Closes the write end, so the reader sees EOF.
    func closeWriteEnd() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    deinit {
        closeWriteEnd()
        close(readEnd)
    }
}
