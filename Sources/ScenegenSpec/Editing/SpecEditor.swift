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
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(file)
        } catch {
            throw DiagnosticError(error.diagnostics)
        }
        var text = EditableLines(file.text)
        guard let root else {
            text.append(["scenes:"] + scene.yamlLines(indent: "  ", step: "  "))
            return text.joined()
        }
        guard let pairs = root.mapping, !isFlow(root, in: text) else {
            throw .error(
                "cannot add a scene: the spec must be a block mapping of keys such as `scenes:`", at: root.span)
        }
        let step = indentationStep(of: root, in: text) ?? "  "
        guard let scenes = pairs.first(where: { $0.key.scalar == "scenes" }) else {
            let indent = text.leadingWhitespace(ofLine: pairs.first?.key.span.start.line ?? 1)
            text.append([indent + "scenes:"] + scene.yamlLines(indent: indent + step, step: step))
            return text.joined()
        }
        let keyLine = scenes.key.span.start.line
        let keyIndent = text.leadingWhitespace(ofLine: keyLine)
        switch scenes.value.content {
        case .scalar(let value, let style) where value.isEmpty && style == .plain:
            text.insert(scene.yamlLines(indent: keyIndent + step, step: step), afterLine: keyLine)
        case .mapping(let entries) where isFlow(scenes.value, in: text):
            guard entries.isEmpty, scenes.value.span.start.line == scenes.value.span.end.line,
                scenes.value.span.start.line == keyLine
            else {
                throw .error(
                    "cannot add a scene to `scenes:` written as a flow mapping `{...}`; write one scene a line under `scenes:`",
                    at: scenes.value.span)
            }
            text.remove(from: scenes.value.span.start, to: scenes.value.span.end)
            text.insert(scene.yamlLines(indent: keyIndent + step, step: step), afterLine: keyLine)
        case .mapping(let entries):
            if let existing = entries.first(where: { $0.key.scalar == scene.name }) {
                throw .error("scene `\(scene.name)` already exists in the spec", at: existing.key.span)
            }
            let firstLine = entries.first?.key.span.start.line ?? keyLine
            let indent = entries.isEmpty ? keyIndent + step : text.leadingWhitespace(ofLine: firstLine)
            text.insert(scene.yamlLines(indent: indent, step: step), afterLine: lastLine(of: scenes.value, in: text))
        default:
            throw .error(
                "cannot add a scene: `scenes` must be a mapping of scene names to scenes, not a \(scenes.value.kindName)",
                at: scenes.value.span)
        }
        return text.joined()
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
