/// SHA-256 (FIPS 180-4) of bytes or text, as lowercase hex: the hashes
/// scenegen.lock records. Written here because the package takes no
/// third-party code and Foundation on Linux has no digest API.
public enum SHA256 {
    /// The hex digest of `text`'s UTF-8 bytes.
    /// (Read in place: the lock hashes every file a run writes, megabytes in all.)
    public static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8(hex(buffer:))
    }

    /// The hex digest of `bytes`.
    public static func hex(bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer(hex(buffer:))
    }

    private static func hex(buffer: UnsafeBufferPointer<UInt8>) -> String {
        let state = digest(buffer)
        return String(unsafeUninitializedCapacity: 64) { out in
            var index = 0
            for word in state {
                for shift in stride(from: 28, through: 0, by: -4) {
                    let nibble = UInt8(truncatingIfNeeded: word >> UInt32(shift)) & 0xF
                    out[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                    index += 1
                }
            }
            return 64
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The eight words of the digest. (On unsafe buffers: the lock hashes every
    /// file a run writes, and checked arrays made that slow in debug builds.)
    private static func digest(_ message: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var state: [UInt32] = [
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
        ]
        let bitCount = UInt64(message.count) &* 8
        var tail = Array(UnsafeBufferPointer(rebasing: message[(message.count - message.count % 64)...]))
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
        }
        let whole = message.count - message.count % 64
        state.withUnsafeMutableBufferPointer { state in
            roundConstants.withUnsafeBufferPointer { constants in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                    var chunk = 0
                    while chunk < whole, let bytes = message.baseAddress {
                        compress(bytes + chunk, state, constants, schedule)
                        chunk += 64
                    }
                    tail.withUnsafeBufferPointer { bytes in
                        var chunk = 0
                        while chunk < bytes.count {
                            compress(bytes.baseAddress! + chunk, state, constants, schedule)
                            chunk += 64
                        }
                    }
                }
            }
        }
        return state
    }

    /// One 64-byte block into `state`. The rounds go eight at a time with the
    /// working variables' roles rotated by argument order, not by copying them.
    private static func compress(
        _ block: UnsafePointer<UInt8>, _ state: UnsafeMutableBufferPointer<UInt32>,
        _ constants: UnsafeBufferPointer<UInt32>, _ schedule: UnsafeMutableBufferPointer<UInt32>
    ) {
        let w = schedule.baseAddress!
        for index in 0..<16 {
            let base = block + index * 4
            w[index] = UInt32(base[0]) &<< 24 | UInt32(base[1]) &<< 16 | UInt32(base[2]) &<< 8 | UInt32(base[3])
        }
        for index in 16..<64 {
            let x = w[index - 15]
            let y = w[index - 2]
            let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
            let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        let k = constants.baseAddress!
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        var index = 0
        while index < 64 {
            round(a, b, c, &d, e, f, g, &h, k[index] &+ w[index])
            round(h, a, b, &c, d, e, f, &g, k[index + 1] &+ w[index + 1])
            round(g, h, a, &b, c, d, e, &f, k[index + 2] &+ w[index + 2])
            round(f, g, h, &a, b, c, d, &e, k[index + 3] &+ w[index + 3])
            round(e, f, g, &h, a, b, c, &d, k[index + 4] &+ w[index + 4])
            round(d, e, f, &g, h, a, b, &c, k[index + 5] &+ w[index + 5])
            round(c, d, e, &f, g, h, a, &b, k[index + 6] &+ w[index + 6])
            round(b, c, d, &e, f, g, h, &a, k[index + 7] &+ w[index + 7])
            index += 8
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    /// One round: `d` and `h` take their new values; the caller rotates the roles.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ constantAndWord: UInt32
    ) {
        let sum1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
        let choice = (e & f) ^ (~e & g)
        let temp1 = h &+ sum1 &+ choice &+ constantAndWord
        let sum0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        d &+= temp1
        h = temp1 &+ sum0 &+ majority
    }
}
