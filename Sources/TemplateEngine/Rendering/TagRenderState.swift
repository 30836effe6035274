/// What the self-rendering tags (`TemplateTagNode`s) keep during one
/// rendering: a pending `break` / `continue`, the labeled loops running, the
/// blocks rendered so far (`{{ block.title }}`) and the macros defined.
struct TagRenderState {
    /// A `break` or `continue` that ran and is leaving its loop's body.
    struct LoopJump {
        /// `continue` when false.
        let isBreak: Bool
        /// The loop it names (`break outer`), or nil for the innermost loop.
        let label: String?
    }

    /// What a loop does at the end of an iteration after a jump.
    enum JumpOutcome {
        case next
        case stop
    }

    var jump: LoopJump?
    /// Loops whose body is rendering now, innermost last.
    var runningLoops = 0
    /// Labeled loops running, innermost last, each with its `forloop` dictionary of this iteration.
    var labeledLoops: [(label: String, forloop: TemplateDictionary)] = []
    /// Each block's last rendering, in the order first rendered: `{{ block.name }}` after it.
    private var blocks = TemplateDictionary()
    /// The macros defined so far; `set` binds a macro's name to its index here.
    var macros: [MacroNode] = []
    /// Macro calls and imports rendering now, to stop runaway recursion.
    var callDepth = 0

    /// The jump is consumed by the loop it targets (the innermost loop, or the one with its label).
    mutating func endJump(in label: String?) -> JumpOutcome {
        guard let pending = jump else { return .next }
        if pending.label == nil || pending.label == label {
            jump = nil
            return pending.isBreak ? .stop : .next
        }
        return .stop
    }

    /// `forloop` of a loop that is labeled or runs inside a labeled loop: Stencil's dictionary,
    /// with `label`, the loop under its own label, and the enclosing labeled loops by theirs.
    mutating func labeledForloop(_ label: String?, index: Int, count: Int) -> TemplateValue {
        var forloop: TemplateDictionary = [
            "first": .bool(index == 0), "last": .bool(index == count - 1), "counter": .int(index + 1),
            "counter0": .int(index), "length": .int(count),
        ]
        var enclosing = labeledLoops.count - 1
        if let label {
            forloop["label"] = .string(label)
            forloop[label] = .dictionary(forloop)
            labeledLoops[labeledLoops.count - 1].forloop = forloop
            enclosing -= 1
        }
        while enclosing >= 0 {
            let outer = labeledLoops[enclosing]
            if forloop[outer.label] == nil { forloop[outer.label] = .dictionary(outer.forloop) }
            enclosing -= 1
        }
        return .dictionary(forloop)
    }

    /// Records what block `name` rendered.
    mutating func cacheBlock(_ name: String, _ text: String) {
        blocks[name] = .string(text)
    }

    /// `block` outside an overriding block: the blocks rendered so far, by name.
    func renderedBlocks(named head: String) -> TemplateValue? {
        head == "block" && !blocks.isEmpty ? .dictionary(blocks) : nil
    }
}
