#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads key presses from a terminal in raw mode (stdin by default): the interactive mode's
/// input. Each printable character typed (space included) is one `.input`; Enter, Backspace,
/// Escape and Ctrl-U are `.key` events, which the app uses to edit a typed line.
///
/// The up and down arrows, Page Up and Page Down are `.key` events too (they scroll a screen
/// taller than the terminal), in both the normal (`ESC [ A`) and the application cursor mode
/// (`ESC O A`) of the terminal. Ctrl-D ends the input; other escape sequences (function keys,
/// Alt+key) and control characters are ignored, since no binding can name them. An Escape byte
/// that ends what the terminal sent is the Escape key; one followed by more bytes starts a
/// sequence.
public final class TerminalKeyInput: TerminalInput {
    private let reader: FileDescriptorReader
    private var pending: [TerminalInputEvent] = []
    private var ended = false

    /// Reads keys from `fileDescriptor`; put the terminal in raw mode first (`TerminalRawMode`).
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        reader = FileDescriptorReader(fileDescriptor: fileDescriptor)
    }

    /// Whether the next key is already here: the rest of a chunk read (a paste arrives as one)
    /// or bytes waiting on the descriptor. The app draws once such a run of keys is over.
    public var hasPendingInput: Bool {
        !pending.isEmpty || (!ended && reader.hasBytesReady())
    }

    /// The next key, `.timedOut`, or `.endOfInput` after Ctrl-D or EOF.
    public func nextInput(timeout: Double?) -> TerminalInputEvent {
        while true {
            if !pending.isEmpty { return pending.removeFirst() }
            if ended { return .endOfInput }
            switch reader.read(timeout: timeout) {
            case .bytes(let bytes):
                let keys = Self.keys(in: bytes)
                pending += keys.events
                ended = keys.ended
            case .timedOut:
                return .timedOut
            case .end:
                ended = true
            }
        }
    }

    /// Splits a chunk of typed bytes into one event per character or editing key.
    static func keys(in bytes: [UInt8]) -> (events: [TerminalInputEvent], ended: Bool) {
        var events: [TerminalInputEvent] = []
        var text: [UInt8] = []
        func flushText() {
            events += String(decoding: text, as: UTF8.self).map { .input(String($0)) }
            text.removeAll()
        }
        func emit(_ key: TerminalKey) {
            flushText()
            events.append(.key(key))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x04:  // Ctrl-D: end of input, as in a shell.
                flushText()
                return (events, true)
            case 0x0D:
                emit(.enter)
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }  // CR LF is one Enter.
            case 0x0A: emit(.enter)
            case 0x7F, 0x08: emit(.backspace)
            case 0x15: emit(.clearLine)
            case 0x1B:
                if index == bytes.count {
                    emit(.escape)
                } else {
                    let end = endOfEscapeSequence(in: bytes, from: index)
                    if let key = scrollKey(Array(bytes[index..<end])) { emit(key) }
                    index = end
                }
            case ..<0x20: continue
            default: text.append(byte)
            }
        }
        flushText()
        return (events, false)
    }

    /// The scrolling key an escape sequence (the bytes after Escape) stands for: `[A` / `OA` up,
    /// `[B` / `OB` down, `[5~` Page Up, `[6~` Page Down (xterm, VT220 and tmux send these).
    private static func scrollKey(_ sequence: [UInt8]) -> TerminalKey? {
        switch String(decoding: sequence, as: UTF8.self) {
        case "[A", "OA": .up
        case "[B", "OB": .down
        case "[5~": .pageUp
        case "[6~": .pageDown
        default: nil
        }
    }

    /// Where the escape sequence whose first byte after Escape is at `start` ends: CSI (`ESC [`
    /// parameters and a final byte), SS3 (`ESC O` and one byte), or Alt+key (one byte).
    private static func endOfEscapeSequence(in bytes: [UInt8], from start: Int) -> Int {
        switch bytes[start] {
        case UInt8(ascii: "["):
            var index = start + 1
            while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
            return min(index + 1, bytes.count)
        case UInt8(ascii: "O"):
            return min(start + 2, bytes.count)
        default:
            return start + 1
        }
    }
}
