#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a file descriptor (stdout by default) without buffering, so each screen shows at once.
public final class FileDescriptorOutput: TerminalOutput {
    private let fileDescriptor: Int32

    /// Writes to `fileDescriptor`; the caller keeps it open while the output is used.
    public init(fileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// The width of the terminal the descriptor writes to, in columns; `nil` when it is not a
    /// terminal. Read again on each call, so it follows window resizes.
    public var columns: Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The height of the terminal the descriptor writes to, in rows; `nil` when it is not a
    /// terminal. Read again on each call, so it follows window resizes.
    public var rows: Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Writes all of `text`, retrying after partial writes and interruptions; stops quietly on
    /// an error such as a closed pipe (there is nobody left to tell).
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { raw in
                systemWrite(fileDescriptor, raw.baseAddress, raw.count)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// `write(2)`, named apart from `FileDescriptorOutput.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
