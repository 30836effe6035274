import ScenegenCore
import YAMLLite

// MARK: - Adding members to a scene, removing a scene

extension SpecEditor {
    /// The text of `file` with the members of `members` (uses, inputs, fields,
    /// actions, routes; its name says which scene) added to that scene, in
    /// place: after the last item of each section that exists (block or
    /// one-line flow), as new sections after the scene's last line otherwise.
    /// An empty scene (`Name: {}`, `Name:`) is filled. Comments and layout stay.
    ///
    /// The caller checks for duplicates; this only edits text.
    public static func addMembers(_ members: SceneSpec, to file: SourceFile) throws(DiagnosticError) -> String {
        try edit(file, addingMembers: members)
    }

    /// The edits that add `members` to their scene.
    static func memberEdits(_ members: SceneSpec, root: YAMLNode?, text: EditableLines, path: String)
        throws(DiagnosticError) -> [Edit]
    {
        guard let scenesPair = root?.mapping?.first(where: { $0.key.scalar == "scenes" }),
            let pair = scenesPair.value.mapping?.first(where: { $0.key.scalar == members.name })
        else {
            throw .error("scene `\(members.name)` is not in `\(path)`")
        }
        let step = root.flatMap { indentationStep(of: $0, in: text) } ?? "  "
        let keyLine = pair.key.span.start.line
        let sceneIndent = text.leadingWhitespace(ofLine: keyLine)
        let value = pair.value
        switch value.content {
        case .scalar(let scalar, let style) where scalar.isEmpty && style == .plain:
            let lines = Array(members.yamlLines(indent: sceneIndent, step: step).dropFirst())
            return [Edit(line: keyLine, order: 0) { $0.insert(lines, afterLine: keyLine) }]
        case .mapping(let entries) where isFlow(value, in: text):
            guard entries.isEmpty, value.span.start.line == value.span.end.line, value.span.start.line == keyLine
            else {
                throw .error(
                    "cannot add to scene `\(members.name)` written as a flow mapping `{...}`; "
                        + "write one key a line under `\(members.name):`", at: value.span)
            }
            let lines = Array(members.yamlLines(indent: sceneIndent, step: step).dropFirst())
            return [
                Edit(line: keyLine, order: 0) {
                    $0.remove(from: value.span.start, to: value.span.end)
                    $0.insert(lines, afterLine: keyLine)
                }
            ]
        case .mapping(let entries):
            let inner = text.leadingWhitespace(ofLine: entries.first?.key.span.start.line ?? keyLine)
            var newSections: [String] = []
            var edits: [Edit] = []
            for (order, section) in MemberSection.allCases.enumerated() {
                let items = section.items(of: members)
                guard !items.isEmpty else { continue }
                guard let existing = entries.first(where: { $0.key.scalar == section.rawValue }) else {
                    newSections += section.blockLines(of: members, indent: inner, step: step)
                    continue
                }
                let node = existing.value
                if case .scalar(let scalar, .plain) = node.content, scalar.isEmpty {
                    let line = existing.key.span.start.line
                    let lines = section.blockLines(of: members, indent: inner, step: step).dropFirst()
                    edits.append(Edit(line: line, order: order) { $0.insert(Array(lines), afterLine: line) })
                } else if isFlow(node, in: text) {
                    guard node.span.start.line == node.span.end.line else {
                        throw .error(
                            "cannot add to `\(section.rawValue)` written over several lines in `[...]`; "
                                + "write it on one line or one item a line", at: node.span)
                    }
                    let isEmpty = (node.sequence?.isEmpty ?? false) || (node.mapping?.isEmpty ?? false)
                    let closing = SourcePosition(line: node.span.end.line, column: node.span.end.column - 1)
                    let joined = (isEmpty ? "" : ", ") + items.map(\.flow).joined(separator: ", ")
                    edits.append(Edit(line: closing.line, order: order) { $0.insertText(joined, at: closing) })
                } else {
                    let firstLine = (node.sequence?.first?.span ?? node.mapping?.first?.key.span)?.start.line
                    let indent = firstLine.map { text.leadingWhitespace(ofLine: $0) } ?? inner + step
                    let last = lastLine(of: node, in: text)
                    let lines = items.map { indent + (node.sequence != nil ? "- " : "") + $0.block }
                    edits.append(Edit(line: last, order: order) { $0.insert(lines, afterLine: last) })
                }
            }
            if !newSections.isEmpty {
                // After the items added to the scene's last section, which may end on the same line.
                let last = lastLine(of: value, in: text)
                let sections = newSections
                edits.append(
                    Edit(line: last, order: MemberSection.allCases.count) { $0.insert(sections, afterLine: last) })
            }
            return edits
        default:
            throw .error(
                "cannot add to scene `\(members.name)`: it must be a mapping of keys such as `fields:`, "
                    + "not a \(value.kindName)", at: value.span)
        }
    }

    /// The text of `file` without scene `name` (its key and every line of its
    /// value) and without the routes other scenes have to it. Comments and the
    /// rest of the layout stay.
    public static func removeScene(named name: String, from file: SourceFile) throws(DiagnosticError) -> String {
        let root = try parse(file)
        var text = EditableLines(file.text)
        guard let scenes = root?.mapping?.first(where: { $0.key.scalar == "scenes" })?.value,
            let entries = scenes.mapping,
            let index = entries.firstIndex(where: { $0.key.scalar == name })
        else {
            throw .error("scene `\(name)` is not in `\(file.path)`")
        }
        if isFlow(scenes, in: text) {
            throw .error(
                "cannot remove a scene from `scenes:` written as a flow mapping `{...}`; write one scene a line",
                at: scenes.span)
        }
        var edits: [(line: Int, apply: (inout EditableLines) -> Void)] = []
        let pair = entries[index]
        let first = pair.key.span.start.line
        let last = lastLine(of: pair.value, in: text)
        edits.append((first, { $0.removeLines(first, through: last) }))
        for (other, offset) in zip(entries, entries.indices) where offset != index {
            guard let routes = other.value.mapping?.first(where: { $0.key.scalar == "routes" })?.value,
                let items = routes.sequence, let item = items.first(where: { $0.scalar == name })
            else { continue }
            if isFlow(routes, in: text) {
                guard routes.span.start.line == routes.span.end.line else {
                    throw .error(
                        "cannot remove the route to `\(name)` from `routes:` written over several lines in `[...]`",
                        at: routes.span)
                }
                let line = text.line(item.span.start.line)
                let scalars = Array(line.unicodeScalars)
                var from = item.span.start.column - 1
                var to = item.span.end.column - 1
                // Take the comma after the item (or, for the last item, the one before) and its space.
                var after = to
                while after < scalars.count, scalars[after] == " " { after += 1 }
                if after < scalars.count, scalars[after] == "," {
                    to = after + 1
                    while to < scalars.count, scalars[to] == " " { to += 1 }
                } else {
                    var before = from
                    while before > 0, scalars[before - 1] == " " { before -= 1 }
                    if before > 0, scalars[before - 1] == "," { from = before - 1 }
                }
                let lineNumber = item.span.start.line
                let start = SourcePosition(line: lineNumber, column: from + 1)
                let end = SourcePosition(line: lineNumber, column: to + 1)
                edits.append((lineNumber, { $0.removeExactly(from: start, to: end) }))
            } else if items.count == 1 {
                let key = other.value.mapping?.first(where: { $0.key.scalar == "routes" })?.key.span.start.line ?? 0
                let end = lastLine(of: routes, in: text)
                edits.append((key, { $0.removeLines(key, through: end) }))
            } else {
                let line = item.span.start.line
                edits.append((line, { $0.removeLines(line, through: line) }))
            }
        }
        for edit in edits.sorted(by: { $0.line > $1.line }) { edit.apply(&text) }
        return text.joined()
    }
}

/// The sections of a scene `addMembers` adds to, in the order a scene writes them.
private enum MemberSection: String, CaseIterable {
    case uses, inputs, fields, actions, routes

    /// One item as written in a flow collection (`carID: String`, `select: Int` in braces) and in a block.
    struct Item {
        var flow: String
        var block: String
    }

    func items(of scene: SceneSpec) -> [Item] {
        func property(_ property: PropertySpec) -> Item {
            let text = YAMLQuoting.scalar(property.name) + ": " + YAMLQuoting.scalar(property.type.canonical)
            return Item(flow: text, block: text)
        }
        switch self {
        case .uses:
            return scene.uses.map { Item(flow: YAMLQuoting.scalar($0.service), block: YAMLQuoting.scalar($0.service)) }
        case .inputs: return scene.inputs.map(property)
        case .fields: return scene.fields.map(property)
        case .actions:
            return scene.actions.map { action in
                let name = YAMLQuoting.scalar(action.name)
                guard let payload = action.payload else { return Item(flow: name, block: name) }
                let pair = name + ": " + YAMLQuoting.scalar(payload.canonical)
                return Item(flow: "{ " + pair + " }", block: pair)
            }
        case .routes:
            return scene.routes.map { Item(flow: YAMLQuoting.scalar($0.scene), block: YAMLQuoting.scalar($0.scene)) }
        }
    }

    /// The section as block lines (`fields:` then one item a line), the key at `indent`.
    func blockLines(of scene: SceneSpec, indent: String, step: String) -> [String] {
        let items = items(of: scene)
        switch self {
        case .inputs, .fields:
            return [indent + rawValue + ":"] + items.map { indent + step + $0.block }
        case .uses:
            return [indent + rawValue + ": [" + items.map(\.flow).joined(separator: ", ") + "]"]
        case .actions, .routes:
            return [indent + rawValue + ":"] + items.map { indent + step + "- " + $0.block }
        }
    }
}
