/// Picks the key that triggers each action, for a flavor whose manifest asks
/// for keys (`actionKeys:`, the terminal's): the first letter of the action's
/// name that is free, then its other letters, then any free letter or digit.
/// The keys the manifest reserves are never given (SceneTerminal's `q`, `b`).
enum ActionKeys {
    /// One key per name, in order; nil for a name when every key is taken.
    static func assign(_ names: [String], reserved: Set<Character>) -> [Character?] {
        var taken = reserved
        return names.map { name in
            let letters = name.lowercased().filter { $0.isLetter || $0.isNumber }
            let fallback = "abcdefghijklmnopqrstuvwxyz0123456789"
            for candidate in letters + fallback where candidate.isASCII && !taken.contains(candidate) {
                taken.insert(candidate)
                return candidate
            }
            return nil
        }
    }
}
