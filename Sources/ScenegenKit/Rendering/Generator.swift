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
    /// others are rendered on every core (`ParallelMap`).
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
            // Each scene on its own, on every core: a builder only reads the spec.
            let made = ParallelMap.map(spec.scenes.count) { [builder, scenes = spec.scenes] index in
                let value = builder.sceneValue(scenes[index])
                return (entry: Self.hash(value), value: TemplateValue(json: value))
            }
            sceneEntries = made.map(\.entry)
            sceneTemplateValues = made.map(\.value)
        }
        let projectPairs = builder.projectContext(sceneValues: [])
        var project = Self.values(projectPairs)
        project["scenes"] = .array(sceneTemplateValues)
        var problems: [Diagnostic] = []
        let headers: Headers
        do {
            headers = try self.headers(spec: spec, project: project)
        } catch {
            problems += error.diagnostics
            headers = Headers(generated: "", user: "")
        }
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
        // Each model's files, then each service's: the item under its scope's name (`model`, `service`).
        let items: [(scope: FlavorManifest.Scope, values: [JSONValue])] = [
            (.model, spec.models.map(builder.modelValue)), (.service, spec.services.map(builder.serviceValue)),
        ]
        for (scope, values) in items {
            for value in values {
                var context = project
                context[scope.rawValue] = TemplateValue(json: value)
                let entry = Self.hash(value)
                for (index, rule) in rules where rule.scope == scope {
                    jobs.append(Job(rule: index, context: context, entry: entry, scope: entry, scene: nil))
                }
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
        // Each rule's templates once (errors gathered, a rule with no file asks for none), then
        // every job on every core: a template is immutable, and so is a context.
        let (prepared, preparationProblems) = prepare(Set(jobs.map(\.rule)))
        problems += preparationProblems
        // `scenes` is known by its scenes' hashes, in order: the same list hashes the same.
        let keys = RenderKeys(
            environment: environment, rules: flavor.manifest.files, keyed: Set(prepared.keys),
            project: projectPairs + [("header", headers.jsonValue)],
            knownHashes: ["scenes": SHA256.hex(sceneEntries.joined(separator: " "))])
        let rulesByIndex = flavor.manifest.files
        let recordsLineMaps = recordsLineMaps
        var outcomes = ParallelMap.map(jobs.count) { [jobs] index in
            let job = jobs[index]
            guard let templates = prepared[job.rule] else { return JobOutcome.none }
            return Self.make(
                job, rule: rulesByIndex[job.rule], templates: templates, headers: headers, keys: keys, reuse: reuse,
                recordsLineMaps: recordsLineMaps)
        }
        var files: [GeneratedFile] = []
        files.reserveCapacity(jobs.count)
        var seenPaths: [String: String] = [:]
        for (index, job) in jobs.enumerated() {
            let outcome = outcomes[index]
            outcomes[index] = .none
            problems += outcome.problems
            if outcome.rendered { renderedFileCount += 1 }
            // No file: an empty rendering, or a problem.
            guard let made = outcome.file else { continue }
            let rule = rulesByIndex[job.rule]
            if let other = seenPaths[made.path] {
                let message =
                    other == rule.template
                    ? "`\(rule.template)` writes `\(made.path)` more than once; its path needs `{{ \(rule.scope.rawValue).name }}`"
                    : "`\(rule.template)` and `\(other)` both write `\(made.path)`"
                problems.append(.error(message, at: rule.pathSpan))
                continue
            }
            seenPaths[made.path] = rule.template
            if let lineMap = outcome.lineMap {
                lineMaps[made.path] = GeneratedLineMap(
                    lineMap: lineMap, firstBodyLine: outcome.top.utf8.count { $0 == UInt8(ascii: "\n") } + 1)
            }
            var file = made
            file.scene = job.scene
            files.append(file)
        }
        if !problems.isEmpty { throw DiagnosticError(Self.unique(problems)) }
        return files
    }

    /// The templates of one rule, parsed: its own, its path's and its `expects`'s
    /// (with the padding that keeps their positions the manifest's), and its own's hash.
    private struct RuleTemplates: Sendable {
        var template: Template
        var hash: String
        var path: (template: Template, padding: String)
        var expects: (template: Template, padding: String)?
    }

    /// The templates of the rules `used`, and the problems of those that cannot be read or parsed.
    private func prepare(_ used: Set<Int>) -> (templates: [Int: RuleTemplates], problems: [Diagnostic]) {
        var prepared: [Int: RuleTemplates] = [:]
        var problems: [Diagnostic] = []
        for (index, rule) in flavor.manifest.files.enumerated() where used.contains(index) {
            do {
                let template = try template(of: rule)
                prepared[index] = RuleTemplates(
                    template: template, hash: SHA256.hex(template.source.text), path: try pathTemplate(index, rule),
                    expects: try expectsTemplate(index, rule))
            } catch {
                problems += error.diagnostics
            }
        }
        return (prepared, problems)
    }

    /// Makes one job's file: its path, header and render key; its text, taken from
    /// `reuse` when it has the text of that key, else rendered; its hashes and its
    /// `expects` words. Runs on any thread: it reads only what it is given.
    private static func make(
        _ job: Job, rule: FlavorManifest.FileRule, templates: RuleTemplates, headers: Headers, keys: RenderKeys,
        reuse: (any RenderReuse)?, recordsLineMaps: Bool
    ) -> JobOutcome {
        var outcome = JobOutcome()
        do throws(DiagnosticError) {
            let rendered: String
            do throws(TemplateError) {
                rendered = try templates.path.template.render(job.context)
            } catch {
                throw DiagnosticError(error.diagnostics)
            }
            let path = try OutputPath.normalize(cut(templates.path.padding, from: rendered), at: rule.pathSpan)
            let top = rule.owner == .generated ? headers.generated : headers.user
            let key = keys.key(rule: job.rule, path: path, top: top, scopeEntry: job.scope) ?? ""
            outcome.top = top
            let contents: String
            let sha256: String
            var isOnDisk = false
            if !recordsLineMaps, !key.isEmpty, let reused = reuse?.text(at: path, owner: rule.owner, key: key),
                reused.isOnDisk || reused.contents != nil
            {
                (contents, sha256, isOnDisk) = (reused.contents ?? "", reused.sha256, reused.isOnDisk)
            } else {
                outcome.rendered = true
                let text: String
                do throws(TemplateError) {
                    if recordsLineMaps {
                        let mapped = try templates.template.renderWithLineMap(job.context)
                        text = mapped.text
                        outcome.lineMap = mapped.lineMap
                    } else {
                        text = try templates.template.render(job.context)
                    }
                } catch {
                    throw DiagnosticError(error.diagnostics)
                }
                contents = text.outputText(below: top)
                guard !contents.isEmpty else { return outcome }  // An empty rendering means "no file".
                sha256 = SHA256.hex(contents)
            }
            let inputs = SHA256.hex([templates.hash, job.entry, headers.generated, path].joined(separator: "\n"))
            var file = GeneratedFile(
                path: path, contents: contents, sha256: sha256, owner: rule.owner, template: rule.template,
                inputsHash: inputs)
            file.renderKey = key
            file.isOnDisk = isOnDisk
            if let expects = templates.expects {
                do throws(TemplateError) {
                    file.expectations = cut(expects.padding, from: try expects.template.render(job.context))
                        .split(separator: " ").map(String.init).filter { !$0.isEmpty }
                } catch {
                    throw DiagnosticError(error.diagnostics)
                }
                file.expectationAnchor = rule.expectsNear
            }
            outcome.file = file
        } catch {
            outcome.problems = error.diagnostics
        }
        return outcome
    }

    /// What making one job gave: its file (nil for an empty rendering or a problem),
    /// whether it was rendered, the header above it, its line map, and its problems.
    private struct JobOutcome: Sendable {
        var file: GeneratedFile?
        var rendered = false
        var top = ""
        var lineMap: TemplateLineMap?
        var problems: [Diagnostic] = []

        static let none = JobOutcome()
    }

    /// One file to make: its rule (by index), the context, the hash of its own
    /// spec entry (for the lock's `inputs`), the hash of its scope's value
    /// (`scene`, `model`, `service`; nil for a project file) and its scene.
    private struct Job: Sendable {
        var rule: Int
        var context: [String: TemplateValue]
        var entry: String
        var scope: String?
        var scene: String?
    }

    /// What `generate` puts above each file: the spec's `header:` lines, then
    /// (for a file scenegen owns) the flavor's "Generated by" line, then a
    /// blank line; empty when there is neither.
    struct Headers: Sendable {
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
