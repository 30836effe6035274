/// The variables a tag adds while its body renders (loop variables,
/// `forloop`, an include's context, `block`), innermost last, over the
/// caller's context. Kept as two parallel arrays so a lookup is a short
/// backwards scan comparing small strings, and a loop updates its slots in
/// place instead of pushing a dictionary per iteration.
struct RenderScope {
    /// What a name is bound to.
    enum Slot {
        case value(TemplateValue)
        /// `forloop` of the loop at this iteration; its fields are made on demand.
        case loop(index: Int, count: Int)
        /// A name that is not bound here (the second variable of a loop over an array).
        case hidden
    }

    private(set) var names: [String] = []
    private(set) var fingerprints: [Int] = []
    private(set) var slots: [Slot] = []

    init() {
        names.reserveCapacity(16)
        fingerprints.reserveCapacity(16)
        slots.reserveCapacity(16)
    }

    var depth: Int { names.count }

    mutating func push(_ name: String, _ slot: Slot) {
        push(name, fingerprint: name.templateFingerprint, slot)
    }

    mutating func push(_ name: String, fingerprint: Int, _ slot: Slot) {
        names.append(name)
        fingerprints.append(fingerprint)
        slots.append(slot)
    }

    mutating func set(_ position: Int, _ slot: Slot) {
        slots[position] = slot
    }

    /// Removes bindings down to `depth`.
    mutating func pop(to depth: Int) {
        names.removeSubrange(depth...)
        fingerprints.removeSubrange(depth...)
        slots.removeSubrange(depth...)
    }

    /// The position of the innermost binding of `name` (whose fingerprint is
    /// `fingerprint`), skipping hidden ones; nil when it is not bound here.
    @inline(__always)
    func position(of name: String, fingerprint: Int) -> Int? {
        var position = fingerprints.count - 1
        while position >= 0 {
            if fingerprints[position] == fingerprint, fingerprint.isExactTemplateFingerprint || names[position] == name
            {
                if case .hidden = slots[position] {
                    position -= 1
                    continue
                }
                return position
            }
            position -= 1
        }
        return nil
    }

    /// The innermost binding of `name`.
    @inline(__always)
    func slot(named name: String, fingerprint: Int) -> Slot? {
        var position = names.count - 1
        while position >= 0 {
            if fingerprints[position] == fingerprint, fingerprint.isExactTemplateFingerprint || names[position] == name
            {
                if case .hidden = slots[position] {
                    position -= 1
                    continue
                }
                return slots[position]
            }
            position -= 1
        }
        return nil
    }
}
