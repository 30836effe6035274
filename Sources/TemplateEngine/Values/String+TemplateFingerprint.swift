extension String {
    /// Length and three bytes packed in an Int: compared before the strings
    /// themselves when scanning names, so a mismatch costs one integer compare.
    var templateFingerprint: Int {
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last else { return 0 }
        let second = utf8.count > 1 ? utf8[utf8.index(after: utf8.startIndex)] : 0
        return utf8.count &+ Int(first) << 32 &+ Int(second) << 40 &+ Int(last) << 48
    }
}
