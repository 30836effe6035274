/// The variables a tag adds while its body renders (loop variables,
/// `forloop`, an include's context, `block`), innermost last, over the
/// caller's context. Kept as parallel arrays so a lookup is a short
/// backwards scan comparing small integers, and a loop updates its slots in
/// place instead of pushing a dictionary per iteration. What a slot is bound
/// to is kept as plain data (`kinds`) beside the bound values, so a lookup
/// reads a value in place without copying the slot (and retaining its value).
struct RenderScope {
    /// What a name is bound to.
    enum Slot {
        case value(TemplateValue)
        /// `forloop` of the loop at this iteration; its fields are made on demand.
        case loop(index: Int, count: Int)
        /// A name that is not bound here (the second variable of a loop over an array).
        case hidden
    }

    /// A slot's kind as plain data; a `.value` slot's value is in `values` at the same position.
    enum Kind {
        case value
        /// The item at this index of the array in `values` at the same position: a loop's
        /// variable, moved to the next item without copying it (`bindItems`, `setElement`).
        case element(Int)
        case loop(index: Int, count: Int)
        case hidden
    }

    private(set) var names: [String] = []
    private(set) var fingerprints: [Int] = []
    private(set) var kinds: [Kind] = []
    /// The bound values, parallel to `kinds` (`.null` where the slot holds no value).
    private(set) var values: [TemplateValue] = []

    init() {
        names.reserveCapacity(16)
        fingerprints.reserveCapacity(16)
        kinds.reserveCapacity(16)
        values.reserveCapacity(16)
    }

    var depth: Int { names.count }

    mutating func push(_ name: String, _ slot: Slot) {
        push(name, fingerprint: name.templateFingerprint, slot)
    }

    mutating func push(_ name: String, fingerprint: Int, _ slot: Slot) {
        names.append(name)
        fingerprints.append(fingerprint)
        switch slot {
        case .value(let value):
            kinds.append(.value)
            values.append(value)
        case .loop(let index, let count):
            kinds.append(.loop(index: index, count: count))
            values.append(.null)
        case .hidden:
            kinds.append(.hidden)
            values.append(.null)
        }
    }

    mutating func set(_ position: Int, _ slot: Slot) {
        switch slot {
        case .value(let value):
            kinds[position] = .value
            values[position] = value
        case .loop(let index, let count):
            kinds[position] = .loop(index: index, count: count)
            values[position] = .null
        case .hidden:
            kinds[position] = .hidden
            values[position] = .null
        }
    }

    /// Binds `position` to `value`: a loop variable's next item.
    @inline(__always)
    mutating func set(_ position: Int, value: TemplateValue) {
        kinds[position] = .value
        values[position] = value
    }

    /// Keeps `items` at `position` for `setElement`, leaving the slot's kind as it is.
    mutating func bindItems(_ position: Int, _ items: [TemplateValue]) {
        values[position] = .array(items)
    }

    /// Binds `position` to the item at `index` of the array `bindItems` kept there.
    @inline(__always)
    mutating func setElement(_ position: Int, _ index: Int) {
        kinds[position] = .element(index)
    }

    /// Moves the `forloop` at `position` to the next iteration.
    @inline(__always)
    mutating func setLoop(_ position: Int, index: Int, count: Int) {
        kinds[position] = .loop(index: index, count: count)
    }

    /// Removes bindings down to `depth`: one or two at a time, where `removeLast`
    /// is far cheaper than the generic `removeSubrange`.
    mutating func pop(to depth: Int) {
        while names.count > depth {
            names.removeLast()
            fingerprints.removeLast()
            kinds.removeLast()
            values.removeLast()
        }
    }

    /// The position of the innermost binding of `name` (whose fingerprint is
    /// `fingerprint`), skipping hidden ones; nil when it is not bound here.
    @inline(__always)
    func position(of name: String, fingerprint: Int) -> Int? {
        var position = fingerprints.count - 1
        while position >= 0 {
            if fingerprints[position] == fingerprint, fingerprint.isExactTemplateFingerprint || names[position] == name
            {
                if case .hidden = kinds[position] {
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
    func slot(named name: String, fingerprint: Int) -> Slot? {
        guard let position = position(of: name, fingerprint: fingerprint) else { return nil }
        switch kinds[position] {
        case .value: return .value(values[position])
        case .element(let index):
            guard case .array(let items) = values[position], index < items.count else { return .hidden }
            return .value(items[index])
        case .loop(let index, let count): return .loop(index: index, count: count)
        case .hidden: return .hidden
        }
    }
}
