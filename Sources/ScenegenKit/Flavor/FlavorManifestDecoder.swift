import ScenegenCore
import ScenegenSpec
import TemplateEngine
import YAMLLite

/// Reads a flavor manifest from its YAML tree, gathering every problem with
/// its position before failing.
public enum FlavorManifestDecoder {
    static let topKeys = [
        "extends", "abstract", "description", "trimBlocks", "trim", "strict", "header", "setup", "reserves", "options",
        "actionKeys", "reactiveTypes",
        "files",
    ]
    static let fileKeys = ["template", "path", "scope", "owner", "expects", "expectsNear"]

    /// Decodes `root` (the parsed manifest of `file`); `flavor` is how messages
    /// about the spec name the flavor.
    public static func decode(_ root: YAMLNode?, file: SourceFile, flavor: String = "") throws(DiagnosticError)
        -> FlavorManifest
    {
        var problems: [Diagnostic] = []
        let start = SourceSpan(path: file.path, start: .start)
        guard let root else { throw .error("the flavor manifest is empty; it must list its `files:`", at: start) }
        guard let pairs = root.mapping else {
            throw .error("a flavor manifest must be a mapping with `files:`, found a \(root.kindName)", at: root.span)
        }
        var manifest = FlavorManifest(
            description: "", trimBlocks: false, strict: false, header: nil, files: [], rules: SpecRules(flavor: flavor),
            path: file.path, source: file)
        var sawFiles = false
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            manifest.writtenKeys.insert(key)
            switch key {
            case "extends":
                manifest.extends = scalar(pair.value, named: key, problems: &problems)
                manifest.extendsSpan = pair.value.span
                if manifest.extends?.isEmpty == true {
                    problems.append(
                        .error("`extends` names a flavor: a built-in name or a folder", at: pair.value.span))
                }
            case "abstract":
                manifest.isAbstract = boolean(pair.value, named: key, problems: &problems) ?? false
            case "description":
                manifest.description = scalar(pair.value, named: key, problems: &problems) ?? ""
            case "header":
                manifest.header = scalar(pair.value, named: key, problems: &problems)
                manifest.headerSpan = pair.value.span
            case "setup":
                manifest.setup = decodeSetup(pair.value, problems: &problems)
            case "reactiveTypes":
                manifest.reactiveTypes = decodeReactiveTypes(pair.value, problems: &problems)
            case "actionKeys":
                manifest.actionKeys = decodeActionKeys(pair.value, problems: &problems)
            case "reserves":
                decodeReserves(pair.value, into: &manifest.rules, problems: &problems)
            case "options":
                decodeOptions(pair.value, into: &manifest.rules, problems: &problems)
            case "trimBlocks":
                manifest.trimBlocks = boolean(pair.value, named: key, problems: &problems) ?? false
            case "trim":
                // Stencil's trim behaviours by name (`smart`…), or `lines` (= `trimBlocks: true`).
                guard let name = scalar(pair.value, named: key, problems: &problems) else { continue }
                guard let mode = TemplateTrimMode(name: name) else {
                    problems.append(
                        .error(
                            "unknown `trim` mode `\(name)`; expected \(TemplateTrimMode.nameSummary)",
                            at: pair.value.span))
                    continue
                }
                manifest.trim = mode
            case "strict":
                manifest.strict = boolean(pair.value, named: key, problems: &problems) ?? false
            case "files":
                sawFiles = true
                guard let items = pair.value.sequence else {
                    problems.append(.error("`files` must be a list of file rules", at: pair.value.span))
                    continue
                }
                for item in items {
                    if let rule = fileRule(item, problems: &problems) { manifest.files.append(rule) }
                }
            default:
                problems.append(unknownKey(pair.key, among: topKeys))
            }
        }
        // A flavor that extends another may take all its files from it.
        if !sawFiles && manifest.extends == nil {
            problems.append(.error("the flavor manifest has no `files:` list", at: root.span))
        }
        if manifest.trimBlocks, let trim = manifest.trim, trim != .lines {
            problems.append(.error("`trimBlocks: true` is `trim: lines`; give one trim mode", at: root.span))
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return manifest
    }

    private static func fileRule(_ node: YAMLNode, problems: inout [Diagnostic]) -> FlavorManifest.FileRule? {
        guard let pairs = node.mapping else {
            problems.append(
                .error("a file rule must be a mapping with `template`, `path`, `scope` and `owner`", at: node.span))
            return nil
        }
        var template: String?
        var templateSpan: SourceSpan?
        var path: String?
        var pathSpan: SourceSpan?
        var scope: FlavorManifest.Scope?
        var owner: FileOwner?
        var expects: (text: String, span: SourceSpan)?
        var expectsNear: String?
        let before = problems.count
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            switch key {
            case "template":
                template = scalar(pair.value, named: key, problems: &problems)
                templateSpan = pair.value.span
            case "path":
                path = scalar(pair.value, named: key, problems: &problems)
                pathSpan = pair.value.span
            case "scope":
                scope = choice(pair.value, named: key, FlavorManifest.Scope.allCases, problems: &problems)
            case "owner":
                owner = choice(pair.value, named: key, [FileOwner.generated, .user], problems: &problems)
            case "expects":
                if let text = scalar(pair.value, named: key, problems: &problems) { expects = (text, pair.value.span) }
            case "expectsNear":
                expectsNear = scalar(pair.value, named: key, problems: &problems)
            default:
                problems.append(unknownKey(pair.key, among: fileKeys))
            }
        }
        for (name, value) in [
            ("template", template != nil), ("path", path != nil), ("scope", scope != nil), ("owner", owner != nil),
        ]
        where !value && !pairs.contains(where: { $0.key.scalar == name }) {
            problems.append(.error("this file rule has no `\(name)`", at: node.span))
        }
        guard problems.count == before, let template, let templateSpan, let path, let pathSpan, let scope, let owner
        else { return nil }
        if template.isEmpty || path.isEmpty {
            problems.append(.error("`template` and `path` must not be empty", at: node.span))
            return nil
        }
        return FlavorManifest.FileRule(
            template: template, templateSpan: templateSpan, path: path, pathSpan: pathSpan, scope: scope, owner: owner,
            span: node.span, expects: expects?.text, expectsSpan: expects?.span, expectsNear: expectsNear)
    }

    static func scalar(_ node: YAMLNode, named key: String, problems: inout [Diagnostic]) -> String? {
        guard let value = node.scalar else {
            problems.append(.error("`\(key)` must be a single value, found a \(node.kindName)", at: node.span))
            return nil
        }
        return value
    }

    static func boolean(_ node: YAMLNode, named key: String, problems: inout [Diagnostic]) -> Bool? {
        guard let value = scalar(node, named: key, problems: &problems) else { return nil }
        switch value {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            problems.append(.error("`\(key)` must be `true` or `false`, found `\(value)`", at: node.span))
            return nil
        }
    }

    private static func choice<Choice: RawRepresentable>(
        _ node: YAMLNode, named key: String, _ choices: [Choice], problems: inout [Diagnostic]
    ) -> Choice? where Choice.RawValue == String {
        guard let value = scalar(node, named: key, problems: &problems) else { return nil }
        if let match = choices.first(where: { $0.rawValue == value }) { return match }
        let names = choices.map(\.rawValue)
        var message = "`\(key)` must be one of \(names.map { "`\($0)`" }.joined(separator: ", ")), found `\(value)`"
        if let suggestion = NameSuggestion.closest(to: value, among: names) {
            message += "; did you mean `\(suggestion)`?"
        }
        problems.append(.error(message, at: node.span))
        return nil
    }

    static func unknownKey(_ key: YAMLNode, among known: [String], in place: String = "the flavor manifest")
        -> Diagnostic
    {
        let name = key.scalar ?? ""
        var message = "unknown key `\(name)` in \(place)"
        if let suggestion = NameSuggestion.closest(to: name, among: known) {
            message += "; did you mean `\(suggestion)`?"
        } else {
            message += "; known keys are \(known.map { "`\($0)`" }.joined(separator: ", "))"
        }
        return .error(message, at: key.span)
    }
}
