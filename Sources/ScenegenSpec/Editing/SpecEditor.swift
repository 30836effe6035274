import ScenegenCore
import YAMLLite

/// Edits spec text in place, keeping its comments and layout: what
/// `scenegen new` uses to add a scene to an existing scenegen.yml.
public enum SpecEditor {
    /// The text of `file` with `scene` added as the last entry of `scenes:`,
    /// at the indentation the file already uses. Creates `scenes:` when the
    /// file has none, and fills `scenes: {}` or an empty `scenes:`.
    ///
    /// Throws when the text is not YAML-lite, when a scene of that name
    /// exists (pointing at it), or when `scenes:` is written in a way that
    /// cannot take a block (a non-empty flow mapping, a list).
    public static func addScene(_ scene: SceneSpec, to file: SourceFile) throws(DiagnosticError) -> String {
        try edit(file, addingScenes: [scene])
    }

    /// The text of `file` with `members` added to the scene they name (as
    /// `addMembers` adds them) and `scenes` added after the last scene (as
    /// `addScene` adds one), all from one reading of the text: what `new`
    /// does to a spec, however many scenes its routes create.
    public static func edit(
        _ file: SourceFile, addingMembers members: SceneSpec? = nil, addingScenes scenes: [SceneSpec] = []
    ) throws(DiagnosticError) -> String {
        let root = try parse(file)
        var text = EditableLines(file.text)
        var edits: [Edit] = []
        if let members { edits += try memberEdits(members, root: root, text: text, path: file.path) }
        if !scenes.isEmpty { edits += try sceneEdits(scenes, root: root, text: text) }
        // From the bottom of the file up, so the line numbers of the edits still to make stay right;
        // at one line, the later text first, so each insertion lands above it.
        for edit in edits.sorted(by: { ($0.line, $0.order) > ($1.line, $1.order) }) { edit.apply(&text) }
        return text.joined()
    }

    /// One change to the text, at `line`; `order` ranks the changes at the same line
    /// as their text is to read (an item of a section before a new section after it).
    struct Edit {
        var line: Int
        var order: Int
        var apply: (inout EditableLines) -> Void
    }

    /// Where the edits of new scenes go among those of one line: below every member of an existing scene.
    private static let scenesOrder = 1_000

    /// The edits that add `scenes` as the last entries of `scenes:`.
    private static func sceneEdits(_ scenes: [SceneSpec], root: YAMLNode?, text: EditableLines)
        throws(DiagnosticError) -> [Edit]
    {
        func lines(indent: String, step: String) -> [String] {
            scenes.flatMap { $0.yamlLines(indent: indent, step: step) }
        }
        func appending(_ lines: [String]) -> [Edit] {
            [Edit(line: Int.max, order: scenesOrder) { $0.append(lines) }]
        }
        guard let root else { return appending(["scenes:"] + lines(indent: "  ", step: "  ")) }
        guard let pairs = root.mapping, !isFlow(root, in: text) else {
            throw .error(
                "cannot add a scene: the spec must be a block mapping of keys such as `scenes:`", at: root.span)
        }
        let step = indentationStep(of: root, in: text) ?? "  "
        guard let scenesPair = pairs.first(where: { $0.key.scalar == "scenes" }) else {
            let indent = text.leadingWhitespace(ofLine: pairs.first?.key.span.start.line ?? 1)
            return appending([indent + "scenes:"] + lines(indent: indent + step, step: step))
        }
        let keyLine = scenesPair.key.span.start.line
        let keyIndent = text.leadingWhitespace(ofLine: keyLine)
        let value = scenesPair.value
        switch value.content {
        case .scalar(let scalar, let style) where scalar.isEmpty && style == .plain:
            let added = lines(indent: keyIndent + step, step: step)
            return [Edit(line: keyLine, order: scenesOrder) { $0.insert(added, afterLine: keyLine) }]
        case .mapping(let entries) where isFlow(value, in: text):
            guard entries.isEmpty, value.span.start.line == value.span.end.line, value.span.start.line == keyLine
            else {
                throw .error(
                    "cannot add a scene to `scenes:` written as a flow mapping `{...}`; write one scene a line under `scenes:`",
                    at: value.span)
            }
            let added = lines(indent: keyIndent + step, step: step)
            return [
                Edit(line: keyLine, order: scenesOrder) {
                    $0.remove(from: value.span.start, to: value.span.end)
                    $0.insert(added, afterLine: keyLine)
                }
            ]
        case .mapping(let entries):
            for scene in scenes {
                if let existing = entries.first(where: { $0.key.scalar == scene.name }) {
                    throw .error("scene `\(scene.name)` already exists in the spec", at: existing.key.span)
                }
            }
            let firstLine = entries.first?.key.span.start.line ?? keyLine
            let indent = entries.isEmpty ? keyIndent + step : text.leadingWhitespace(ofLine: firstLine)
            let added = lines(indent: indent, step: step)
            let last = lastLine(of: value, in: text)
            return [Edit(line: last, order: scenesOrder) { $0.insert(added, afterLine: last) }]
        default:
            throw .error(
                "cannot add a scene: `scenes` must be a mapping of scene names to scenes, not a \(value.kindName)",
                at: value.span)
        }
    }

    static func parse(_ file: SourceFile) throws(DiagnosticError) -> YAMLNode? {
        do {
            return try YAMLParser.parse(file)
        } catch {
            throw DiagnosticError(error.diagnostics)
        }
    }

    /// `text` as a YAML scalar that reads back as `text` (plain when it can be).
    public static func yamlScalar(_ text: String) -> String {
        YAMLQuoting.scalar(text)
    }

    /// Whether a collection is written in flow style (`[...]`, `{...}`).
    static func isFlow(_ node: YAMLNode, in text: EditableLines) -> Bool {
        guard node.scalar == nil else { return false }
        let first = text.character(at: node.span.start)
        return first == "[" || first == "{"
    }

    /// The last line that holds any of a node's text (comments after it are not its own).
    static func lastLine(of node: YAMLNode, in text: EditableLines) -> Int {
        switch node.content {
        case .scalar:
            let end = node.span.end
            return end.column == 1 && end.line > node.span.start.line ? end.line - 1 : end.line
        case .sequence(let items):
            let flowEnd = isFlow(node, in: text) ? node.span.end.line : node.span.start.line
            return items.map { lastLine(of: $0, in: text) }.reduce(flowEnd, max)
        case .mapping(let pairs):
            let flowEnd = isFlow(node, in: text) ? node.span.end.line : node.span.start.line
            return pairs.map { max(lastLine(of: $0.key, in: text), lastLine(of: $0.value, in: text)) }.reduce(
                flowEnd, max)
        }
    }

    /// How much deeper a nested block mapping sits than its parent key, from
    /// the first nested block mapping of the file: two spaces, four...
    static func indentationStep(of root: YAMLNode, in text: EditableLines) -> String? {
        guard let pairs = root.mapping else { return nil }
        for pair in pairs {
            guard let inner = pair.value.mapping?.first, !isFlow(pair.value, in: text),
                inner.key.span.start.column > pair.key.span.start.column
            else { continue }
            return String(repeating: " ", count: inner.key.span.start.column - pair.key.span.start.column)
        }
        return nil
    }
}
