/// The variables a tag adds while its body renders (loop variables,
/// `forloop`, an include's context, `block`), innermost last, over the
/// caller's context. Kept as one array of bindings, so a lookup is a short
/// backwards scan comparing small integers, a binding is pushed and popped
/// with one append and one removal, and a loop updates its slots in place
/// instead of pushing a dictionary per iteration. What a slot is bound to is
/// kept as plain data (`Kind`) beside the bound value, so a lookup reads a
/// value in place without copying the slot (and retaining its value).
struct RenderScope {
    /// What a name is bound to.
    enum Slot {
        case value(TemplateValue)
        /// `forloop` of the loop at this iteration; its fields are made on demand.
        case loop(index: Int, count: Int)
        /// A name that is not bound here (the second variable of a loop over an array).
        case hidden
    }

    /// A slot's kind as plain data; a `.value` slot's value is its binding's `value`.
    enum Kind {
        case value
        /// The item at this index of the array in its binding's `value`: a loop's
        /// variable, moved to the next item without copying it (`bindItems`, `setElement`).
        case element(Int)
        case loop(index: Int, count: Int)
        case hidden
    }

    /// One name's binding.
    struct Binding {
        let name: String
        /// `name.templateFingerprint`, compared before the name.
        let fingerprint: Int
        var kind: Kind
        /// The bound value (`.null` where the slot holds no value).
        var value: TemplateValue
    }

    private(set) var bindings: [Binding] = []

    init() {
        bindings.reserveCapacity(8)
    }

    var depth: Int { bindings.count }

    /// The bound names, innermost last.
    var names: [String] { bindings.map(\.name) }

    mutating func push(_ name: String, _ slot: Slot) {
        push(name, fingerprint: name.templateFingerprint, slot)
    }

    mutating func push(_ name: String, fingerprint: Int, _ slot: Slot) {
        switch slot {
        case .value(let value):
            bindings.append(Binding(name: name, fingerprint: fingerprint, kind: .value, value: value))
        case .loop(let index, let count):
            bindings.append(
                Binding(name: name, fingerprint: fingerprint, kind: .loop(index: index, count: count), value: .null))
        case .hidden:
            bindings.append(Binding(name: name, fingerprint: fingerprint, kind: .hidden, value: .null))
        }
    }

    mutating func set(_ position: Int, _ slot: Slot) {
        switch slot {
        case .value(let value):
            bindings[position].kind = .value
            bindings[position].value = value
        case .loop(let index, let count):
            bindings[position].kind = .loop(index: index, count: count)
            bindings[position].value = .null
        case .hidden:
            bindings[position].kind = .hidden
            bindings[position].value = .null
        }
    }

    /// Binds `position` to `value`: a loop variable's next item.
    @inline(__always)
    mutating func set(_ position: Int, value: TemplateValue) {
        bindings[position].kind = .value
        bindings[position].value = value
    }

    /// Keeps `items` at `position` for `setElement`, leaving the slot's kind as it is.
    mutating func bindItems(_ position: Int, _ items: [TemplateValue]) {
        bindings[position].value = .array(items)
    }

    /// Binds `position` to the item at `index` of the array `bindItems` kept there.
    @inline(__always)
    mutating func setElement(_ position: Int, _ index: Int) {
        bindings[position].kind = .element(index)
    }

    /// Moves the `forloop` at `position` to the next iteration.
    @inline(__always)
    mutating func setLoop(_ position: Int, index: Int, count: Int) {
        bindings[position].kind = .loop(index: index, count: count)
    }

    /// Removes bindings down to `depth`: one or two at a time, where `removeLast`
    /// is far cheaper than the generic `removeSubrange`.
    mutating func pop(to depth: Int) {
        while bindings.count > depth { bindings.removeLast() }
    }

    /// The position of the innermost binding of `name` (whose fingerprint is
    /// `fingerprint`), skipping hidden ones; nil when it is not bound here.
    @inline(__always)
    func position(of name: String, fingerprint: Int) -> Int? {
        bindings.withUnsafeBufferPointer { bindings in
            var position = bindings.count - 1
            while position >= 0 {
                if bindings[position].fingerprint == fingerprint,
                    fingerprint.isExactTemplateFingerprint || bindings[position].name == name
                {
                    if case .hidden = bindings[position].kind {
                        position -= 1
                        continue
                    }
                    return position
                }
                position -= 1
            }
            return nil
        }
    }

    /// The innermost binding of `name`.
    func slot(named name: String, fingerprint: Int) -> Slot? {
        guard let position = position(of: name, fingerprint: fingerprint) else { return nil }
        let binding = bindings[position]
        switch binding.kind {
        case .value: return .value(binding.value)
        case .element(let index):
            guard case .array(let items) = binding.value, index < items.count else { return .hidden }
            return .value(items[index])
        case .loop(let index, let count): return .loop(index: index, count: count)
        case .hidden: return .hidden
        }
    }
}
