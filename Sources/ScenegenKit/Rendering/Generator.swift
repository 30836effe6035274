import ScenegenCore
import ScenegenSpec
import TemplateEngine

/// Renders a spec through a flavor into the files a run wants, all in memory:
/// nothing here touches the disk. Internal: only `ProjectGenerator`, which
/// validates the spec under the flavor's rules first, makes one, so no spec
/// reaches the templates unjudged. Every problem found is gathered and thrown
/// together.
///
/// Templates are looked up per file: the `--templates` folder, then the
/// spec's `templates:` folder, then the flavor. Each template is parsed once
/// and rendered for every scene or model.
final class Generator {
    private let flavor: Flavor
    private let environment: TemplateEnvironment
    private var pathTemplates: [Int: (template: Template, padding: String)] = [:]
    private var expectsTemplates: [Int: (template: Template, padding: String)] = [:]
    private let recordsLineMaps: Bool
    /// With `recordsLineMaps`: where the lines of each file the last `files` call made came from, by path.
    private(set) var lineMaps: [String: GeneratedLineMap] = [:]
    /// How many files this generator has rendered, over every `files` call: what
    /// proves a command renders its spec once (a run that rendered everything and
    /// then a selection would count both).
    private(set) var renderedFileCount = 0

    /// Creates a generator for `flavor`, looking in `overrideFolders` (absolute
    /// paths, first wins) before the flavor's own templates. Diagnostics show
    /// each folder as `shownAs` gives it (the same position), else as the path.
    /// With `recordsLineMaps`, `lineMaps` tells the template line behind every
    /// line of every file made (for `validate --swift`).
    init(
        flavor: Flavor, overrideFolders: [String] = [], shownAs: [String] = [], strict: Bool = false,
        recordsLineMaps: Bool = false
    ) {
        self.flavor = flavor
        self.recordsLineMaps = recordsLineMaps
        let overrides: [any TemplateLoader] = overrideFolders.enumerated().map { index, folder in
            FileSystemTemplateLoader(directory: folder, shownAs: index < shownAs.count ? shownAs[index] : folder)
        }
        var options = TemplateOptions(
            trim: flavor.manifest.trim ?? (flavor.manifest.trimBlocks ? .lines : .stencil(.nothing)),
            strict: strict || flavor.manifest.strict)
        options.recordsLineMap = recordsLineMaps
        environment = TemplateEnvironment(loader: ChainedTemplateLoader(overrides + [flavor.loader]), options: options)
    }

    /// Every template file the environment has read (for quoting them in diagnostics).
    /// (Templates written in the manifest are parsed from padded copies of their
    /// values; the manifest's own text stands in for them, so quoted lines are real.)
    var loadedSources: [SourceFile] {
        environment.loadedSources.filter { $0.path != flavor.manifest.path } + [flavor.manifest.source]
    }

    /// Parses every template and output path of the manifest; throws every problem found.
    func checkTemplates() throws(DiagnosticError) {
        var problems: [Diagnostic] = []
        for (index, rule) in flavor.manifest.files.enumerated() {
            do {
                _ = try template(of: rule)
                _ = try pathTemplate(index, rule)
                _ = try expectsTemplate(index, rule)
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }

    /// The files for `spec`, in manifest order (per-scene files scene by scene).
    /// `only` limits scene files to those scenes; project and model files are always made.
    /// A file whose render key `reuse` knows a text for is not rendered again; the
    /// others are rendered on every core (`ParallelRenders`).
    func files(for spec: Spec, specName: String, only: Set<String>? = nil, reuse: (any RenderReuse)? = nil)
        throws(DiagnosticError) -> [GeneratedFile]
    {
        let builder = SceneContextBuilder(
            spec: spec, specName: specName, rules: flavor.manifest.rules, reservedKeys: flavor.manifest.actionKeys,
            reactiveTypes: flavor.manifest.reactiveTypes)
        // Each scene's value is built once: the `scenes` list and its own files share it. Its JSON
        // is hashed (the lock's `inputs`, the render keys) and let go before anything is rendered.
        let sceneTemplateValues: [TemplateValue]
        let sceneEntries: [String]
        do {
            let sceneValues = spec.scenes.map(builder.sceneValue)
            sceneEntries = sceneValues.map(Self.hash)
            sceneTemplateValues = sceneValues.map(TemplateValue.init(json:))
        }
        let projectPairs = builder.projectContext(sceneValues: [])
        var project = Self.values(projectPairs)
        project["scenes"] = .array(sceneTemplateValues)
        var problems: [Diagnostic] = []
        var headers = Headers(generated: "", user: "")
        do {
            headers = try self.headers(spec: spec, project: project)
        } catch {
            problems += error.diagnostics
        }
        let header = headers.generated
        project["header"] = TemplateValue(json: headers.jsonValue)
        lineMaps = [:]
        // The order of the plan: project files, then each model's, then scene by scene.
        // Each job also carries the hash of its own spec entry, for the lock's `inputs`, and names
        // its rule by index (a rule is large, and a big project has tens of thousands of jobs).
        var jobs: [Job] = []
        let rules = Array(flavor.manifest.files.enumerated())
        let projectEntry = Self.hash(.object(projectPairs))
        for (index, rule) in rules where rule.scope == .project {
            jobs.append(Job(rule: index, context: project, entry: projectEntry, scope: nil, scene: nil))
        }
        for model in spec.models {
            var context = project
            let value = builder.modelValue(model)
            context["model"] = TemplateValue(json: value)
            let entry = Self.hash(value)
            for (index, rule) in rules where rule.scope == .model {
                jobs.append(Job(rule: index, context: context, entry: entry, scope: entry, scene: nil))
            }
        }
        for service in spec.services {
            var context = project
            let value = builder.serviceValue(service)
            context["service"] = TemplateValue(json: value)
            let entry = Self.hash(value)
            for (index, rule) in rules where rule.scope == .service {
                jobs.append(Job(rule: index, context: context, entry: entry, scope: entry, scene: nil))
            }
        }
        for ((scene, value), entry) in zip(zip(spec.scenes, sceneTemplateValues), sceneEntries)
        where only?.contains(scene.name) ?? true {
            var context = project
            context["scene"] = value
            for (index, rule) in rules where rule.scope == .scene {
                jobs.append(Job(rule: index, context: context, entry: entry, scope: entry, scene: scene.name))
            }
        }
        // Every template and path first (each parsed once, errors gathered), then each job's path and key.
        var templates: [Int: Template] = [:]
        var templateHashes: [Int: String] = [:]
        let usedRules = Set(jobs.map(\.rule))
        for (index, rule) in rules where usedRules.contains(index) {
            do {
                let template = try template(of: rule)
                templates[index] = template
                templateHashes[index] = SHA256.hex(template.source.text)
            } catch {
                problems += error.diagnostics
            }
        }
        // `scenes` is known by its scenes' hashes, in order: the same list hashes the same.
        var keys = RenderKeys(
            environment: environment, rules: flavor.manifest.files,
            project: projectPairs + [("header", headers.jsonValue)],
            knownHashes: ["scenes": SHA256.hex(sceneEntries.joined(separator: " "))])
        var planned: [Planned?] = []
        planned.reserveCapacity(jobs.count)
        for job in jobs {
            let rule = flavor.manifest.files[job.rule]
            guard templates[job.rule] != nil else {
                planned.append(nil)
                continue
            }
            do {
                let path = try OutputPath.normalize(try renderPath(job.rule, rule, job.context), at: rule.pathSpan)
                let top = rule.owner == .generated ? header : headers.user
                let key = keys.key(rule: job.rule, path: path, top: top, scopeEntry: job.scope) ?? ""
                let reused = recordsLineMaps || key.isEmpty ? nil : reuse?.text(at: path, owner: rule.owner, key: key)
                planned.append(Planned(path: path, top: top, key: key, reused: reused))
            } catch let error as DiagnosticConvertible {
                problems += error.diagnostics
                planned.append(nil)
            } catch {
                problems.append(.error("\(error)", at: rule.span))
                planned.append(nil)
            }
        }
        // The jobs to render, on every core: a template is immutable, and so is a context.
        let toRender = planned.indices.filter { planned[$0] != nil && planned[$0]?.reused == nil }
        renderedFileCount += toRender.count
        let recordsLineMaps = recordsLineMaps
        var renders = ParallelRenders.map(toRender.count) { [jobs, planned, templates] position in
            let index = toRender[position]
            let job = jobs[index]
            guard let template = templates[job.rule], let top = planned[index]?.top else {
                return RenderResult.failed([])
            }
            do throws(TemplateError) {
                var lineMap: TemplateLineMap?
                let rendered: String
                if recordsLineMaps {
                    let mapped = try template.renderWithLineMap(job.context)
                    rendered = mapped.text
                    lineMap = mapped.lineMap
                } else {
                    rendered = try template.render(job.context)
                }
                let contents = rendered.outputText(below: top)
                return .made(contents, sha256: contents.isEmpty ? "" : SHA256.hex(contents), lineMap: lineMap)
            } catch {
                return .failed(error.diagnostics)
            }
        }
        var rendered = [RenderResult?](repeating: nil, count: jobs.count)
        for (position, index) in toRender.enumerated() { rendered[index] = renders[position] }
        renders = []
        var files: [GeneratedFile] = []
        files.reserveCapacity(jobs.count)
        var seenPaths: [String: String] = [:]
        for (index, job) in jobs.enumerated() {
            guard let plan = planned[index] else { continue }
            let rule = flavor.manifest.files[job.rule]
            let contents: String
            let sha256: String
            var lineMap: TemplateLineMap?
            var isOnDisk = false
            if let reused = plan.reused {
                (contents, sha256) = (reused.contents, reused.sha256)
                isOnDisk = reused.isOnDisk
            } else {
                switch rendered[index] {
                case .made(let text, let hash, let map)?:
                    (contents, sha256, lineMap) = (text, hash, map)
                case .failed(let diagnostics)?:
                    problems += diagnostics
                    continue
                case nil:
                    continue
                }
                rendered[index] = nil
            }
            guard !contents.isEmpty else { continue }  // An empty rendering means "no file".
            let path = plan.path
            if let other = seenPaths[path] {
                let message =
                    other == rule.template
                    ? "`\(rule.template)` writes `\(path)` more than once; its path needs `{{ \(rule.scope.rawValue).name }}`"
                    : "`\(rule.template)` and `\(other)` both write `\(path)`"
                problems.append(.error(message, at: rule.pathSpan))
                continue
            }
            seenPaths[path] = rule.template
            if let lineMap {
                lineMaps[path] = GeneratedLineMap(
                    lineMap: lineMap, firstBodyLine: plan.top.utf8.count { $0 == UInt8(ascii: "\n") } + 1)
            }
            let inputs = SHA256.hex([templateHashes[job.rule] ?? "", job.entry, header, path].joined(separator: "\n"))
            var file = GeneratedFile(
                path: path, contents: contents, sha256: sha256, owner: rule.owner, template: rule.template,
                inputsHash: inputs)
            file.scene = job.scene
            file.renderKey = plan.key
            file.isOnDisk = isOnDisk
            do {
                if let (template, padding) = try expectsTemplate(job.rule, rule) {
                    file.expectations = Self.cut(padding, from: try template.render(job.context)).split(separator: " ")
                        .map(String.init).filter { !$0.isEmpty }
                    file.expectationAnchor = rule.expectsNear
                }
            } catch {
                problems += error.diagnostics
                continue
            }
            files.append(file)
        }
        if !problems.isEmpty { throw DiagnosticError(Self.unique(problems)) }
        return files
    }

    /// One file to make: its rule (by index), the context, the hash of its own
    /// spec entry (for the lock's `inputs`), the hash of its scope's value
    /// (`scene`, `model`, `service`; nil for a project file) and its scene.
    private struct Job {
        var rule: Int
        var context: [String: TemplateValue]
        var entry: String
        var scope: String?
        var scene: String?
    }

    /// A job's path, header and render key, and the text of an earlier render with that key, if reused.
    private struct Planned: Sendable {
        var path: String
        var top: String
        var key: String
        var reused: ReusedText?
    }

    /// What rendering one job made: the file's text and its SHA-256 (empty: no
    /// file) with its line map, or the problems.
    private enum RenderResult: Sendable {
        case made(String, sha256: String, lineMap: TemplateLineMap?)
        case failed([Diagnostic])
    }

    /// What `generate` puts above each file: the spec's `header:` lines, then
    /// (for a file scenegen owns) the flavor's "Generated by" line, then a
    /// blank line; empty when there is neither.
    struct Headers {
        var generated: String
        var user: String

        /// `{"generated": …, "user": …}`, the context's `header`.
        var jsonValue: JSONValue { .object([("generated", .string(generated)), ("user", .string(user))]) }
    }

    private func headers(spec: Spec, project: [String: TemplateValue]) throws(TemplateError) -> Headers {
        let specLines = spec.header.map { $0.trimmingTrailingNewlines() + "\n" } ?? ""
        var flavorLine = ""
        if let text = flavor.manifest.header, let span = flavor.manifest.headerSpan {
            let (template, padding) = try manifestTemplate(text, at: span)
            flavorLine = Self.cut(padding, from: try template.render(project)).trimmingTrailingNewlines() + "\n"
        }
        let generated = specLines + flavorLine
        return Headers(
            generated: generated.isEmpty ? "" : generated + "\n", user: specLines.isEmpty ? "" : specLines + "\n")
    }

    /// The exact context the templates of `scope` receive, as ordered JSON
    /// (`scenegen dump --context`): what `render --context` takes to make the
    /// same file. Nil when the spec has no such scene, model or service.
    func context(_ scope: ContextScope, for spec: Spec, specName: String) throws(TemplateError) -> JSONValue? {
        let builder = SceneContextBuilder(
            spec: spec, specName: specName, rules: flavor.manifest.rules, reservedKeys: flavor.manifest.actionKeys,
            reactiveTypes: flavor.manifest.reactiveTypes)
        let sceneValues = spec.scenes.map(builder.sceneValue)
        var pairs = builder.projectContext(sceneValues: sceneValues)
        pairs.append(("header", try headers(spec: spec, project: Self.values(pairs)).jsonValue))
        switch scope {
        case .project:
            break
        case .scene(let name):
            guard let index = spec.scenes.firstIndex(where: { $0.name == name }) else { return nil }
            pairs.append(("scene", sceneValues[index]))
        case .model(let name):
            guard let model = spec.models.first(where: { $0.name == name }) else { return nil }
            pairs.append(("model", builder.modelValue(model)))
        case .service(let name):
            guard let service = spec.services.first(where: { $0.name == name }) else { return nil }
            pairs.append(("service", builder.serviceValue(service)))
        }
        return .object(pairs)
    }

    /// The rule's output path rendered for `context`, without the padding.
    private func renderPath(_ index: Int, _ rule: FlavorManifest.FileRule, _ context: [String: TemplateValue])
        throws(TemplateError) -> String
    {
        let (template, padding) = try pathTemplate(index, rule)
        return Self.cut(padding, from: try template.render(context))
    }

    /// The rule's `expects` as a template, parsed once; nil when it has none.
    private func expectsTemplate(_ index: Int, _ rule: FlavorManifest.FileRule) throws(TemplateError)
        -> (template: Template, padding: String)?
    {
        guard let text = rule.expects, let span = rule.expectsSpan else { return nil }
        if let cached = expectsTemplates[index] { return cached }
        let parsed = try manifestTemplate(text, at: span)
        expectsTemplates[index] = parsed
        return parsed
    }

    /// The rule's output path as a template, parsed once.
    private func pathTemplate(_ index: Int, _ rule: FlavorManifest.FileRule) throws(TemplateError)
        -> (template: Template, padding: String)
    {
        if let cached = pathTemplates[index] { return cached }
        let parsed = try manifestTemplate(rule.path, at: rule.pathSpan)
        pathTemplates[index] = parsed
        return parsed
    }

    /// A template written as a value in the manifest (an output path, the header),
    /// parsed from a source padded with blank lines and spaces so that positions in
    /// it are the manifest's own lines and columns; the padding renders as itself.
    private func manifestTemplate(_ text: String, at span: SourceSpan) throws(TemplateError)
        -> (template: Template, padding: String)
    {
        let start = span.start
        let quoted = span.end.column - start.column > text.unicodeScalars.count ? 1 : 0
        let padding =
            String(repeating: "\n", count: max(0, start.line - 1))
            + String(repeating: " ", count: max(0, start.column - 1 + quoted))
        let template = try environment.template(source: SourceFile(path: flavor.manifest.path, text: padding + text))
        return (template, padding)
    }

    /// `rendered` without the padding it starts with.
    private static func cut(_ padding: String, from rendered: String) -> String {
        rendered.hasPrefix(padding) ? String(rendered.dropFirst(padding.count)) : rendered
    }

    /// The rule's template; one that cannot be found is reported at its name in the manifest.
    private func template(of rule: FlavorManifest.FileRule) throws(TemplateError) -> Template {
        do {
            return try environment.template(named: rule.template)
        } catch  where error.span == nil {
            throw TemplateError(error.message, at: rule.templateSpan, notes: error.notes)
        }
    }

    private static func hash(_ value: JSONValue) -> String {
        SHA256.hex(bytes: JSONWriter.bytes(value, pretty: false))
    }

    static func values(_ pairs: [(key: String, value: JSONValue)]) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [:]
        for pair in pairs { values[pair.key] = TemplateValue(json: pair.value) }
        return values
    }

    /// The same template error reported for every scene is shown once.
    static func unique(_ problems: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return problems.filter { seen.insert($0).inserted }
    }
}

extension GeneratedFile {
    /// A template's rendering as `generate` writes it: LF line endings and
    /// exactly one trailing newline; empty stays empty (and makes no file).
    public static func body(of rendering: String) -> String {
        rendering.normalizedForOutput()
    }
}

extension String {
    /// LF line endings and exactly one trailing newline; empty stays empty.
    func normalizedForOutput() -> String {
        outputText(below: "")
    }

    /// `top` and then the text as `normalizedForOutput` makes it, in one string
    /// made at its exact size; empty when the text is (a rendering that makes no
    /// file). A run makes one for every file it writes, so the text is read as
    /// bytes once, not trimmed, copied and joined in three steps.
    func outputText(below top: String) -> String {
        var text = self
        if text.withUTF8({ $0.contains(13) }) { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
        var top = top
        return text.withUTF8 { body in
            var end = body.count
            while end > 0, Self.isTrailingBlank(body[end - 1]) { end -= 1 }
            guard end > 0 else { return "" }
            return top.withUTF8 { head in
                String(unsafeUninitializedCapacity: head.count + end + 1) { out in
                    _ = out.initialize(from: head)
                    _ = UnsafeMutableBufferPointer(rebasing: out[head.count...]).initialize(
                        from: UnsafeBufferPointer(rebasing: body[..<end]))
                    out[head.count + end] = UInt8(ascii: "\n")
                    return head.count + end + 1
                }
            }
        }
    }

    /// A line break, space or tab: what the end of a rendering loses.
    private static func isTrailingBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    /// The text without the line breaks and spaces at its end.
    func trimmingTrailingNewlines() -> String {
        var text = Substring(self)
        while let last = text.last, last == "\n" || last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return String(text)
    }
}
