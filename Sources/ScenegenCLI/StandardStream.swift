import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's real stdout or stderr.
public final class StandardStream: TextOutputSink {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// File descriptor 1.
    public static func standardOutput() -> StandardStream { StandardStream(descriptor: 1) }
    /// File descriptor 2.
    public static func standardError() -> StandardStream { StandardStream(descriptor: 2) }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc) || canImport(Musl)
                    Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #else
                    Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #endif
            }
            if result < 0 {
                if errno == EINTR { continue }
                return  // A closed pipe: nothing more can be said.
            }
            written += result
        }
        bytes.removeAll()
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }
}

/// A stream that keeps what is written, for in-process tests.
public final class CapturedOutput: TextOutputSink {
    /// Everything written so far.
    public private(set) var text = ""
    /// Whether to claim to be a terminal.
    public let isTerminal: Bool

    /// Creates an empty capture.
    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        self.text += text
    }
}
