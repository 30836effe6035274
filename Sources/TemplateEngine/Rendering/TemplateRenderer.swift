import ScenegenCore

/// Renders node trees into one output buffer. A struct with `inout` output so
/// appends need no dynamic exclusivity checks; one renderer serves one
/// `Template.render` call (includes and parents share it).
struct TemplateRenderer {
    let environment: TemplateEnvironment
    let strict: Bool
    let context: [String: TemplateValue]
    var scope = RenderScope()
    /// Overriding blocks of the templates being extended, most derived first.
    var blocks: [String: [BlockNode]] = [:]
    /// Paths of the templates being extended, to catch cycles.
    var extendsChain: [String] = []
    /// The include tags being rendered, outermost first: the chain in errors.
    var includeChain: [(path: String, span: TemplateSpan)] = []
    /// What the self-rendering tags keep while rendering: loop control, macros, rendered blocks.
    var tags = TagRenderState()
    /// Where each node's output starts, when the template was parsed with marks.
    var lineMarks: [TemplateLineMap.Mark] = []
    /// The array a `where` filter's kept positions go into, handed from one filtered loop
    /// to the next so a render makes one (a loop inside another finds it taken and makes its own).
    private var spareSelection: [Int] = []

    static let forloopFingerprint = "forloop".templateFingerprint

    /// How deep includes may nest before rendering stops as runaway recursion.
    static let maximumIncludeDepth = 64

    /// Loop iterations one rendering may run (nested loops multiply): far more
    /// than any code template needs, few enough to stop a runaway in seconds.
    static let maximumLoopIterations = 1_000_000

    /// Bytes one rendering may produce.
    static let maximumOutputSize = 64 * 1024 * 1024

    /// What is left of `maximumLoopIterations` in this rendering.
    var remainingIterations = TemplateRenderer.maximumLoopIterations

    /// Contexts up to this size are copied into the scope, where a lookup is
    /// a scan of a few integers instead of hashing the name.
    static let scopedContextLimit = 32

    init(environment: TemplateEnvironment, context: [String: TemplateValue]) {
        self.environment = environment
        self.strict = environment.options.strict
        if context.count <= Self.scopedContextLimit {
            self.context = [:]
            for (name, value) in context { scope.push(name, .value(value)) }
        } else {
            self.context = context
        }
    }

    // MARK: - Nodes

    mutating func render(_ nodes: [TemplateNode], into out: inout OutputBuffer) throws(TemplateError) {
        for index in nodes.indices {
            switch nodes[index] {
            // Text and output nodes cannot run `break` / `continue`: no jump to check after them.
            case .text(let run):
                out.append(run.buffer)
                continue
            case .variable(let lookup):
                if try !appendResolved(lookup, into: &out), strict { throw undefinedError(lookup) }
                continue
            case .output(let value):
                try print(value, into: &out)
                continue
            case .inlineIf(let output):
                try renderInlineIf(output, into: &out)
                continue
            case .conditional(let branches):
                let base = scope.depth
                // By position, so a branch's condition is read without copying its body.
                for position in branches.indices {
                    if let condition = branches[position].condition, try !evaluate(condition) { continue }
                    try render(branches[position].body, into: &out)
                    break
                }
                // A `set` inside a branch ends with it, as in Stencil.
                if scope.depth != base { scope.pop(to: base) }
            case .loop(let loop):
                try renderLoop(loop, into: &out)
            case .include(let include):
                try renderInclude(include, into: &out)
            case .extends(let extends):
                try renderExtends(extends, into: &out)
            case .block(let block):
                try renderBlock(block, into: &out)
            case .filterBlock(let filterBlock):
                var inner = OutputBuffer()
                try render(filterBlock.body, into: &inner)
                var value: TemplateValue? = .string(inner.text)
                for application in filterBlock.filters { value = try apply(application, to: value) }
                value?.appendRendered(to: &out)
            case .selfRendering(let tag):
                try tag.node.render(in: &self, into: &out)
            }
            // `break` / `continue` ran: the rest of the loop's body is skipped.
            if tags.jump != nil { return }
        }
    }

    private mutating func renderInlineIf(_ output: OutputNode, into out: inout OutputBuffer) throws(TemplateError) {
        if try !evaluate(output.condition) {
            if let otherwise = output.otherwise { try print(otherwise, into: &out) }
            return
        }
        try print(output.value, into: &out)
    }

    private mutating func renderLoop(_ loop: LoopNode, into out: inout OutputBuffer) throws(TemplateError) {
        let sequence = try evaluate(loop.sequence, strict: strict)
        var items: [TemplateValue]
        var keys: [String]?
        switch sequence {
        case .array(let values)?:
            items = values
        case .dictionary(let dictionary)?:
            let order = dictionary.keys.indices.sorted { dictionary.keys[$0] < dictionary.keys[$1] }
            keys = order.map { dictionary.keys[$0] }
            items = order.map { dictionary.values[$0] }
            if loop.secondVariable == nil {
                // Stencil binds the one variable to the key.
                items = (keys ?? []).map(TemplateValue.string)
                keys = nil
            }
        default:
            items = []
        }
        let base = scope.depth
        defer { scope.pop(to: base) }

        func bind(_ position: Int, into scope: inout RenderScope) {
            if let keys {
                scope.set(base, value: .string(keys[position]))
                scope.set(base + 1, value: items[position])
            } else {
                scope.setElement(base, position)
            }
        }

        scope.push(loop.variable, fingerprint: loop.variableFingerprint, .hidden)
        if let second = loop.secondVariable { scope.push(second, fingerprint: loop.secondFingerprint, .hidden) }
        // One variable reads its item out of the items kept in its slot: no copy per iteration.
        if keys == nil { scope.bindItems(base, items) }

        var selected: [Int]?
        var selectedCount = 0
        if let filter = loop.filter {
            // Kept positions are written over the spare array's old ones, which are never cleared.
            var kept = spareSelection
            spareSelection = []
            if kept.capacity < items.count { kept.reserveCapacity(items.count) }
            for position in items.indices {
                try spendIteration(of: loop, outputSize: out.byteCount)
                bind(position, into: &scope)
                guard try evaluate(filter) else { continue }
                if selectedCount < kept.count { kept[selectedCount] = position } else { kept.append(position) }
                selectedCount += 1
            }
            selected = kept
        }
        defer { if let selected { spareSelection = selected } }
        let count = selected == nil ? items.count : selectedCount
        guard count > 0 else {
            scope.pop(to: base)
            try render(loop.emptyBody, into: &out)
            return
        }
        let loopSlot = scope.depth
        scope.push("forloop", fingerprint: Self.forloopFingerprint, .loop(index: 0, count: count))
        let labeled = loop.label != nil || !tags.labeledLoops.isEmpty
        if loop.label != nil { tags.labeledLoops.append((loop.label ?? "", [:])) }
        tags.runningLoops += 1
        defer {
            tags.runningLoops -= 1
            if loop.label != nil { tags.labeledLoops.removeLast() }
        }
        for iteration in 0..<count {
            try spendIteration(of: loop, outputSize: out.byteCount)
            bind(selected?[iteration] ?? iteration, into: &scope)
            if labeled {
                scope.set(loopSlot, .value(tags.labeledForloop(loop.label, index: iteration, count: count)))
            } else {
                scope.setLoop(loopSlot, index: iteration, count: count)
            }
            try render(loop.body, into: &out)
            // A `set` in the body lasts one iteration, as in Stencil.
            if scope.depth != loopSlot + 1 { scope.pop(to: loopSlot + 1) }
            if tags.jump != nil, tags.endJump(in: loop.label) == .stop { break }
        }
    }

    /// Counts one loop iteration against the rendering's budget, and checks the output's size.
    @inline(__always)
    private mutating func spendIteration(of loop: LoopNode, outputSize: Int) throws(TemplateError) {
        remainingIterations -= 1
        if remainingIterations < 0 {
            throw TemplateError(
                "this rendering ran more than \(Self.maximumLoopIterations) loop iterations; "
                    + "a loop over a huge range or nested loops that never end?", at: loop.span)
        }
        if outputSize > Self.maximumOutputSize {
            throw TemplateError(
                "this rendering passed \(Self.maximumOutputSize / 1_048_576) MB of output; "
                    + "a loop that writes far more than a source file?", at: loop.span)
        }
    }

    private mutating func renderInclude(_ include: IncludeNode, into out: inout OutputBuffer) throws(TemplateError) {
        let name = try templateName(include.name, span: include.span, tag: "include")
        guard includeChain.count < Self.maximumIncludeDepth else {
            let paths = includeChain.prefix(4).map { "`\($0.path)`" }
            throw TemplateError(
                "includes nest deeper than \(Self.maximumIncludeDepth) levels: \(paths.joined(separator: " → ")) → …; "
                    + "does `\(name)` include itself without a condition that ends it?",
                at: include.span)
        }
        let body: ParsedTemplate
        do {
            body = try environment.body(named: name, at: include.span)
        } catch {
            var error = error
            if error.span?.path != include.span.path {
                error.notes.append(.note("included from here", at: include.span))
            }
            throw error
        }
        let base = scope.depth
        if let lookup = include.context {
            switch try resolve(lookup) {
            case .dictionary(let dictionary)?:
                for position in dictionary.keys.indices {
                    scope.push(dictionary.keys[position], .value(dictionary.values[position]))
                }
            case nil where strict:
                throw TemplateError(
                    "undefined variable `\(lookup.text)` given as the include's context", at: lookup.span)
            case let value?:
                throw TemplateError(
                    "the context of `include` must be a dictionary; `\(lookup.text)` is \(value.kindName)",
                    at: lookup.span)
            case nil:
                break
            }
        }
        let savedBlocks = blocks
        let savedChain = extendsChain
        blocks = [:]
        extendsChain = []
        includeChain.append((body.file.path, include.span))
        defer {
            includeChain.removeLast()
            blocks = savedBlocks
            extendsChain = savedChain
            scope.pop(to: base)
        }
        do {
            try render(body.nodes, into: &out)
        } catch {
            var error = error
            error.notes.append(.note("included from here", at: include.span))
            throw error
        }
    }

    private mutating func renderExtends(_ extends: ExtendsNode, into out: inout OutputBuffer) throws(TemplateError) {
        let name = try templateName(extends.name, span: extends.span, tag: "extends")
        let childPath = extends.span.path
        let body: ParsedTemplate
        do {
            body = try environment.body(named: name, at: extends.span)
        } catch {
            var error = error
            if error.span?.path != childPath {
                error.notes.append(.note("in the parent of this template, extended here", at: extends.span))
            }
            throw error
        }
        if extendsChain.isEmpty { extendsChain.append(childPath) }
        if extendsChain.contains(body.file.path) {
            let chain = (extendsChain + [body.file.path]).map { "`\($0)`" }.joined(separator: " → ")
            throw TemplateError("templates extend each other in a cycle: \(chain)", at: extends.span)
        }
        for (blockName, block) in extends.blocks { blocks[blockName, default: []].append(block) }
        extendsChain.append(body.file.path)
        do {
            try render(body.nodes, into: &out)
        } catch {
            var error = error
            if error.span?.path != childPath {
                error.notes.append(.note("in the parent of this template, extended here", at: extends.span))
            }
            throw error
        }
    }

    private mutating func renderBlock(_ block: BlockNode, into out: inout OutputBuffer) throws(TemplateError) {
        guard var overrides = blocks[block.name], !overrides.isEmpty else {
            let start = out.byteCount
            try render(block.body, into: &out)
            tags.cacheBlock(block.name, out.text(from: start))
            return
        }
        let child = overrides.removeFirst()
        blocks[block.name] = overrides
        var parentText = OutputBuffer()
        try renderBlock(block, into: &parentText)
        let base = scope.depth
        scope.push("block", .value(.dictionary(["super": .string(parentText.text)])))
        defer { scope.pop(to: base) }
        let start = out.byteCount
        try render(child.body, into: &out)
        tags.cacheBlock(block.name, out.text(from: start))
    }

    private mutating func templateName(_ operand: Operand, span: TemplateSpan, tag: String) throws(TemplateError)
        -> String
    {
        switch try evaluate(operand) {
        case .string(let name)?: return name
        case nil:
            throw TemplateError("the template name of `\(tag)` is undefined", at: span)
        case let value?:
            throw TemplateError("the template name of `\(tag)` must be a string, not \(value.kindName)", at: span)
        }
    }
}
