extension String {
    /// An Int compared before the strings themselves when scanning names, so
    /// a mismatch costs one integer compare. A name of up to 7 UTF-8 bytes
    /// (most names: `name`, `type`, `fields`) is packed whole, bytes and
    /// length, and its fingerprint is not negative: equal fingerprints then
    /// mean equal names, and no string is compared at all
    /// (`isExactTemplateFingerprint`). A longer name packs its length and
    /// three bytes, with the sign bit set.
    var templateFingerprint: Int {
        let utf8 = self.utf8
        if let exact = utf8.withContiguousStorageIfAvailable(Self.packedFingerprint) { return exact }
        return Array(utf8).withUnsafeBufferPointer(Self.packedFingerprint)
    }

    private static func packedFingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard count > 0 else { return 0 }
        if count <= 7 {
            var packed = UInt64(count) << 56
            for index in 0..<count { packed |= UInt64(bytes[index]) << (8 * UInt64(index)) }
            return Int(bitPattern: UInt(packed))
        }
        let packed =
            UInt64(count & 0xFFFF_FFFF) | UInt64(bytes[0]) << 32 | UInt64(bytes[1]) << 40 | UInt64(bytes[count - 1])
            << 48
        return Int(bitPattern: UInt(packed | 1 << 63))
    }
}

extension Int {
    /// Whether this `templateFingerprint` is a whole short name, so two equal ones are equal names.
    @inline(__always)
    var isExactTemplateFingerprint: Bool { self >= 0 }
}
