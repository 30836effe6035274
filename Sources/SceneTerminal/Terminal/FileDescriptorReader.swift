#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads chunks of bytes from a file descriptor, optionally waiting no longer than a timeout.
final class FileDescriptorReader {
    /// What one read produced.
    enum Chunk: Equatable {
        case bytes([UInt8])
        case timedOut
        case end
    }

    let fileDescriptor: Int32

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Whether a read would return at once: bytes are waiting (the rest of a paste) or the
    /// input has ended.
    func hasBytesReady() -> Bool {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Reads what is available, waiting at most `timeout` seconds (forever when `nil`).
    /// An interrupted wait (a signal such as SIGWINCH) counts as a timeout when there is one.
    func read(timeout: Double?) -> Chunk {
        if let timeout {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32((max(0, min(timeout, 3600)) * 1000).rounded(.up))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready == 0 || (ready < 0 && errno == EINTR) { return .timedOut }
            if ready < 0 { return .end }
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                systemRead(fileDescriptor, raw.baseAddress, raw.count)
            }
            if count > 0 { return .bytes(Array(buffer[0..<count])) }
            if count < 0 && errno == EINTR {
                if timeout != nil { return .timedOut }
                continue
            }
            return .end
        }
    }
}

/// `read(2)`, named apart from `FileDescriptorReader.read(timeout:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
