#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one input per line from a file descriptor (stdin by default): the plain mode's input,
/// used when stdin or stdout is not a terminal.
///
/// A final line without a newline still counts; `\r\n` line ends are accepted.
public final class TerminalLineInput: TerminalInput {
    private let reader: FileDescriptorReader
    private var buffer: [UInt8] = []
    private var ended = false

    /// Reads lines from `fileDescriptor`; the caller keeps it open while the input is used.
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        reader = FileDescriptorReader(fileDescriptor: fileDescriptor)
    }

    /// The next line (without its line end), `.timedOut`, or `.endOfInput` at EOF.
    public func nextInput(timeout: Double?) -> TerminalInputEvent {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return .input(String(decoding: line, as: UTF8.self))
            }
            if ended {
                guard !buffer.isEmpty else { return .endOfInput }
                defer { buffer.removeAll() }
                return .input(String(decoding: buffer, as: UTF8.self))
            }
            switch reader.read(timeout: timeout) {
            case .bytes(let bytes): buffer += bytes
            case .timedOut: return .timedOut
            case .end: ended = true
            }
        }
    }
}
