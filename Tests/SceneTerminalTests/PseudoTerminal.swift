#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal: the secondary end behaves like a user's terminal.
final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    init?() {
        // The pty functions are in the C library but not in the Swift module map of Glibc
        // (they need _XOPEN_SOURCE), so look them up by name.
        typealias OpenFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let openpt = Self.function("posix_openpt", as: OpenFunction.self),
            let grantpt = Self.function("grantpt", as: OpenFunction.self),
            let unlockpt = Self.function("unlockpt", as: OpenFunction.self),
            let ptsname = Self.function("ptsname", as: NameFunction.self)
        else { return nil }
        primary = openpt(O_RDWR | O_NOCTTY)
        guard primary >= 0, grantpt(primary) == 0, unlockpt(primary) == 0, let name = ptsname(primary) else {
            return nil
        }
        secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { return nil }
    }

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    deinit {
        close(secondary)
        close(primary)
    }
}

extension PseudoTerminal {
    /// Writes `text` as if typed on the terminal.
    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Reads what programs wrote to the terminal until `text` shows up or `timeout` passes.
    func read(until text: String, timeout: Double = 10) -> String {
        var bytes: [UInt8] = []
        var waited = 0.0
        while !String(decoding: bytes, as: UTF8.self).contains(text), waited < timeout {
            var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else {
                waited += 0.1
                continue
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { systemRead(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// `read(2)`, named apart from `PseudoTerminal.read(until:timeout:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
