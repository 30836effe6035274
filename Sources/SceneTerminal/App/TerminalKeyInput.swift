#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads single key presses from a terminal in raw mode (stdin by default): the interactive
/// mode's input. Each character typed is one input.
///
/// Ctrl-D ends the input; escape sequences (arrow and function keys), Enter and other control
/// characters are ignored, since no binding can name them.
public final class TerminalKeyInput: TerminalInput {
    private let reader: FileDescriptorReader
    private var pending: [String] = []
    private var ended = false

    /// Reads keys from `fileDescriptor`; put the terminal in raw mode first (`TerminalRawMode`).
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        reader = FileDescriptorReader(fileDescriptor: fileDescriptor)
    }

    /// The next key, `.timedOut`, or `.endOfInput` after Ctrl-D or EOF.
    public func nextInput(timeout: Double?) -> TerminalInputEvent {
        while true {
            if !pending.isEmpty { return .input(pending.removeFirst()) }
            if ended { return .endOfInput }
            switch reader.read(timeout: timeout) {
            case .bytes(let bytes):
                let keys = Self.keys(in: bytes)
                pending += keys.inputs
                ended = keys.ended
            case .timedOut:
                return .timedOut
            case .end:
                ended = true
            }
        }
    }

    /// Splits a chunk of typed bytes into one input per character.
    static func keys(in bytes: [UInt8]) -> (inputs: [String], ended: Bool) {
        var text: [UInt8] = []
        var ended = false
        for byte in bytes {
            if byte == 0x04 {  // Ctrl-D: end of input, as in a shell.
                ended = true
                break
            }
            if byte == 0x1B { break }  // An escape sequence fills the rest of the chunk.
            if byte < 0x20 || byte == 0x7F { continue }
            text.append(byte)
        }
        let inputs = String(decoding: text, as: UTF8.self).map { String($0) }
        return (inputs, ended)
    }
}
