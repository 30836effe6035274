import ScenegenCore

/// `{% break %}` / `{% continue %}`, optionally naming a labeled loop
/// (`{% break outer %}`): ends the loop, or its iteration, skipping the rest of its body.
final class LoopControlNode: TemplateTagNode {
    let isBreak: Bool
    let label: String?
    let span: TemplateSpan

    init(isBreak: Bool, label: String?, span: TemplateSpan) {
        self.isBreak = isBreak
        self.label = label
        self.span = span
    }

    static func parse(_ parser: inout TemplateParser, _ token: TemplateToken, _ words: [ExpressionToken])
        throws(TemplateError) -> TemplateNode
    {
        let name = words[0].text
        guard words.count <= 2 else {
            throw TemplateError(
                "`\(name)` takes at most one argument, the label of a loop: `{% \(name) outer %}`",
                at: parser.source.span(words[2].start, words[words.count - 1].end))
        }
        guard parser.open.contains(where: { $0.name == "for" }) else {
            throw TemplateError("`\(name)` can be used only inside a `for` loop", at: parser.span(of: token))
        }
        let label =
            words.count == 2
            ? try parser.identifier(in: words, at: 1, token, expected: "expected the label of a loop") : nil
        return .tag(LoopControlNode(isBreak: name == "break", label: label, span: parser.span(of: token)))
    }

    func render(in renderer: inout TemplateRenderer, into out: inout OutputBuffer) throws(TemplateError) {
        if let label {
            guard renderer.tags.labeledLoops.contains(where: { $0.label == label }) else {
                throw TemplateError("no loop labeled `\(label)` is running here", at: span)
            }
        } else if renderer.tags.runningLoops == 0 {
            throw TemplateError(
                "no loop is running here (`\(isBreak ? "break" : "continue")` in `{% empty %}`?)", at: span)
        }
        renderer.tags.jump = TagRenderState.LoopJump(isBreak: isBreak, label: label)
    }
}
