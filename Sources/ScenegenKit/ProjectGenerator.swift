import Foundation
import ScenegenCore
import ScenegenSpec

/// One run over a project: the spec with the command line's overrides, its
/// flavor, and the files they make, planned against the disk.
public struct ProjectGenerator {
    /// The spec as the run sees it (overrides applied).
    public private(set) var spec: Spec
    /// How generated headers name the spec: its file name, so the output does not
    /// depend on the folder the command ran in.
    public let specName: String
    /// The run's options.
    public let options: GenerationOptions
    /// The flavor in use.
    public let flavor: Flavor
    /// The warnings and notes of the spec's validation (there were no errors).
    public let diagnostics: [Diagnostic]
    /// The spec's own `flavor:` (or its default), before `--flavor`.
    public let specFlavor: String
    /// The spec's override folder for the run's flavor, as written and resolved,
    /// if any (see `Spec.templates(forFlavor:)`).
    public let specTemplates: (written: String, absolute: String)?
    let generator: Generator
    /// The template override folders, first wins: absolute, and as diagnostics show them.
    let overrideFolders: [String]
    private let shownFolders: [String]

    /// Applies the command line's overrides to the spec `SpecLoader.read` made,
    /// loads its flavor, then validates the final spec once under the flavor's
    /// rules (the names it reserves, the options it declares), gathering every
    /// problem. Throws `CommandLineValueError` when a flag's value is bad (a
    /// usage error), else `DiagnosticError` with every problem found.
    public init(loaded: LoadedSpec, options: GenerationOptions) throws {
        var spec = loaded.spec
        specFlavor = spec.flavor
        for (key, value) in [
            ("module", options.module), ("output", options.output), ("tests", options.tests),
            ("flavor", options.flavor),
        ] {
            guard let value else { continue }
            switch key {
            case "module": spec.module = value
            case "output": spec.output = value
            case "tests": spec.tests = value
            default: spec.flavor = value
            }
            spec.spans.commandLine[key] = "--\(key)"
        }
        if options.module != nil { spec.spans.module = nil }
        if options.output != nil { spec.spans.output = nil }
        if options.tests != nil { spec.spans.tests = nil }
        if options.flavor != nil { spec.spans.flavor = nil }
        self.spec = spec
        self.specName = spec.path.map(PathText.lastComponent(of:)) ?? "the command line"
        self.options = options
        var commandLine: [Diagnostic] = []
        var problems: [Diagnostic] = []
        for (value, flag, span) in [
            (spec.output, options.output.map { _ in "--output" }, spec.spans.output),
            (spec.tests, options.tests.map { _ in "--tests" }, spec.spans.tests),
        ] {
            guard let problem = OutputPath.folderProblem(value) else { continue }
            if let flag {
                commandLine.append(.error("`\(flag) \(value)` \(problem)"))
            } else {
                problems.append(.error("`\(value)` \(problem)", at: span))
            }
        }
        // A templates folder that is not there would be skipped without a word, and a typo go unseen.
        if let folder = options.templates, !Self.isFolder(folder) {
            commandLine.append(.error("`--templates \(options.templatesAsWritten ?? folder)` is not a folder"))
        }
        var specFolders = spec.templates.map { [(folder: $0, span: spec.spans.templates)] } ?? []
        specFolders += spec.flavorTemplates.map { ($0.folder, $0.folderSpan) }
        for (written, span) in specFolders where !Self.isFolder(spec.resolve(written)) {
            let problem =
                FileManager.default.fileExists(atPath: spec.resolve(written))
                ? "`\(written)` is a file, not a folder; give the folder of the templates to override, or remove `templates:`"
                : "the templates folder `\(written)` does not exist; create it and put the templates to override in it, "
                    + "or remove `templates:`"
            problems.append(.error(problem, at: span))
        }
        problems += Self.flavorKeyProblems(spec.flavorTemplates)
        let specTemplates = spec.templates(forFlavor: spec.flavor)
        self.specTemplates = specTemplates.map { ($0.folder, spec.resolve($0.folder)) }
        var flavor: Flavor?
        do {
            flavor = try FlavorLoader.flavor(
                named: spec.flavor, folder: spec.resolve(spec.flavor), isPath: spec.flavorIsPath, at: spec.spans.flavor)
        } catch {
            // A bad manifest is the flavor's problem even when `--flavor` named it.
            let isManifest = error.diagnostics.contains { $0.span?.path.hasSuffix(FlavorLoader.manifestName) ?? false }
            if options.flavor != nil, !isManifest {
                commandLine += error.diagnostics.map { .error("`--flavor \(spec.flavor)`: " + $0.message) }
            } else {
                problems += error.diagnostics
            }
        }
        // The one validation, on the final spec and under the flavor's rules.
        let validation = SpecLoader.validated(
            LoadedSpec(spec: spec, diagnostics: loaded.diagnostics), rules: flavor?.manifest.rules ?? .swiftOnly)
        commandLine += validation.commandLineErrors
        if !commandLine.isEmpty { throw CommandLineValueError(commandLine) }
        let all = problems + validation.diagnostics
        guard let flavor, !all.contains(where: { $0.severity == .error }) else { throw DiagnosticError(all) }
        self.flavor = flavor
        var folders: [String] = []
        var shown: [String] = []
        var warnings: [Diagnostic] = []
        if let templates = options.templates {
            folders.append(templates)
            shown.append(options.templatesAsWritten ?? templates)
            warnings += Self.strayOverrides(in: templates, shownAs: shown[shown.count - 1], of: flavor, at: nil)
        }
        if let (written, span) = spec.templates(forFlavor: spec.flavor) {
            let templates = spec.resolve(written)
            folders.append(templates)
            // As the spec's own errors show paths: from where the command runs, through the spec's folder.
            let specFolder = spec.path.map(PathText.directory(of:)) ?? "."
            shown.append(spec.path == "<stdin>" ? written : PathText.join(specFolder, written))
            warnings += Self.strayOverrides(in: templates, shownAs: written, of: flavor, at: span)
        }
        self.diagnostics = validation.diagnostics + warnings
        overrideFolders = folders
        shownFolders = shown
        generator = Generator(flavor: flavor, overrideFolders: folders, shownAs: shown, strict: options.strict)
    }

    /// A warning for each file of an override folder that overrides nothing
    /// but is close to the name of a flavor's template: a typo that would
    /// otherwise be skipped without a word.
    private static func strayOverrides(
        in folder: String, shownAs shown: String, of flavor: Flavor, at span: SourceSpan?
    )
        -> [Diagnostic]
    {
        let known = Set(flavor.manifest.files.map(\.template) + flavor.loader.availableTemplateNames())
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.filter { !known.contains($0) }.compactMap { name in
            guard let suggestion = NameSuggestion.closest(to: name, among: known.sorted()) else { return nil }
            return .warning(
                "`\(name)` in `\(shown)` overrides no template of the flavor; did you mean `\(suggestion)`?", at: span)
        }
    }

    /// The exact context the templates of `scope` receive (`scenegen dump --context`).
    public func context(_ scope: ContextScope) throws(DiagnosticError) -> JSONValue {
        let value: JSONValue?
        do {
            value = try generator.context(scope, for: spec, specName: specName)
        } catch {
            throw DiagnosticError(error.diagnostics)
        }
        guard let value else { throw .error("the spec has nothing named as `\(scope)` asks") }
        return value
    }

    /// The files of the run, with where each line of each came from in its
    /// template (for `validate --swift`), and the template sources read.
    public func filesWithLineMaps() throws(DiagnosticError) -> (
        files: [GeneratedFile], lineMaps: [String: GeneratedLineMap], sources: [SourceFile]
    ) {
        let mapping = Generator(
            flavor: flavor, overrideFolders: overrideFolders, shownAs: shownFolders, strict: options.strict,
            recordsLineMaps: true)
        let files = try mapping.files(for: spec, specName: specName)
        return (files, mapping.lineMaps, mapping.loadedSources)
    }

    /// How many files this run has rendered so far (see `Generator.renderedFileCount`).
    public var renderedFileCount: Int { generator.renderedFileCount }

    /// Every template file read so far, so diagnostics can quote it.
    public var templateSources: [SourceFile] { generator.loadedSources }

    /// Parses every template and output path the flavor uses.
    public func checkTemplates() throws(DiagnosticError) {
        try generator.checkTemplates()
    }

    /// The files of the run; `only` limits scene files to those scenes. A file
    /// whose text `reuse` has for its render key is not rendered again.
    public func files(only: Set<String>? = nil, reuse: (any RenderReuse)? = nil) throws(DiagnosticError)
        -> [GeneratedFile]
    {
        let files = try generator.files(for: spec, specName: specName, only: only, reuse: reuse)
        // The contexts are gone: their pages go back before the lock's text is made (the run's peak).
        FreedMemory.release()
        return files
    }

    /// `files` planned against the disk of the project folder (the spec's folder).
    public func plan(_ files: [GeneratedFile], creating: Set<String> = []) -> GenerationPlan {
        planBuilder.plan(files, creating: creating)
    }

    /// Writes what `plan` says to write, with `extra` files beside it and `last` (the lock) after them;
    /// returns how many files were written.
    @discardableResult
    public func apply(_ plan: GenerationPlan, extra: [PlanWriter.ExtraFile] = [], last: PlanWriter.ExtraFile? = nil)
        throws(PlanWriter.WriteError) -> Int
    {
        try PlanWriter(builder: planBuilder).apply(plan, extra: extra, last: last)
    }

    /// `files` planned as `update` plans them: user-owned files merged three
    /// ways with their base in `lock` (see `MergePlanner`).
    public func mergePlan(_ files: [GeneratedFile], lock: LockFile?) -> GenerationPlan {
        MergePlanner(root: spec.directory, lock: lock).plan(files)
    }

    /// The plan entries that remove the files of `leaving` (see `PlanBuilder.removals`);
    /// each edited file kept names the scene it was made for (`leftBy`), so the lock
    /// keeps it as that scene's orphan and `destroy` finds it.
    public func removals(_ leaving: [LockEntry]) -> [GenerationPlan.Entry] {
        var entries = planBuilder.removals(leaving)
        let kept = entries.indices.filter { entries[$0].action == .skip }
        let scenes = scenes(owning: kept.map { entries[$0].file.path })
        for index in kept { entries[index].leftBy = scenes[entries[index].file.path] ?? "" }
        return entries
    }

    /// The paths of `entries` whose files are gone (see `PlanBuilder.vanished`).
    public func vanished(_ entries: [LockEntry]) -> Set<String> {
        planBuilder.vanished(entries)
    }

    /// `destroy`'s removals (see `PlanBuilder.removals(_:rendered:edited:)`).
    public func removals(
        _ files: [(path: String, owner: FileOwner, lock: LockEntry?)], rendered: [String: String],
        edited: FileAction
    ) -> [GenerationPlan.Entry] {
        planBuilder.removals(files, rendered: rendered, edited: edited)
    }

    /// A key of a per-flavor `templates:` that is neither a built-in flavor nor
    /// a path would never be used: an error at the key, with the nearest flavor.
    private static func flavorKeyProblems(_ entries: [FlavorTemplatesSpec]) -> [Diagnostic] {
        let names = BuiltInTemplates.flavorNames
        return entries.compactMap { entry in
            guard !Spec.isPath(entry.flavor), !names.contains(entry.flavor) else { return nil }
            var message =
                "`\(entry.flavor)` is not a flavor; a key of `templates:` names a built-in flavor ("
                + names.map { "`\($0)`" }.joined(separator: ", ") + ") or a flavor folder (`./MyFlavor`)"
            if let suggestion = NameSuggestion.closest(to: entry.flavor, among: names) {
                message += "; did you mean `\(suggestion)`?"
            }
            return .error(message, at: entry.flavorSpan)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private var planBuilder: PlanBuilder { PlanBuilder(root: spec.directory, force: options.force) }
}
