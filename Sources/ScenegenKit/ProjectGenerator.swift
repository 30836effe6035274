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
    private let generator: Generator

    /// Resolves `spec` (already validated or not) under `options`; see `init(loaded:options:)`.
    public init(spec: Spec, options: GenerationOptions) throws {
        try self.init(loaded: LoadedSpec(spec: spec, diagnostics: []), options: options)
    }

    /// Applies the command line's overrides to the spec `SpecLoader.read` made,
    /// loads its flavor, then validates the final spec once under the flavor's
    /// rules (the names it reserves, the options it declares), gathering every
    /// problem. Throws `CommandLineValueError` when a flag's value is bad (a
    /// usage error), else `DiagnosticError` with every problem found.
    public init(loaded: LoadedSpec, options: GenerationOptions) throws {
        var spec = loaded.spec
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
        if let written = spec.templates, let folder = spec.resolvedTemplates, !Self.isFolder(folder) {
            let problem =
                FileManager.default.fileExists(atPath: folder)
                ? "`\(written)` is a file, not a folder; give the folder of the templates to override, or remove `templates:`"
                : "the templates folder `\(written)` does not exist; create it and put the templates to override in it, "
                    + "or remove `templates:`"
            problems.append(.error(problem, at: spec.spans.templates))
        }
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
        self.diagnostics = validation.diagnostics
        var folders: [String] = []
        if let templates = options.templates { folders.append(templates) }
        if let templates = spec.resolvedTemplates { folders.append(templates) }
        generator = Generator(flavor: flavor, overrideFolders: folders, strict: options.strict)
    }

    /// Every template file read so far, so diagnostics can quote it.
    public var templateSources: [SourceFile] { generator.loadedSources }

    /// Parses every template and output path the flavor uses.
    public func checkTemplates() throws(DiagnosticError) {
        try generator.checkTemplates()
    }

    /// The files of the run; `only` limits scene files to those scenes.
    public func files(only: Set<String>? = nil) throws(DiagnosticError) -> [GeneratedFile] {
        try generator.files(for: spec, specName: specName, only: only)
    }

    /// `files` planned against the disk of the project folder (the spec's folder).
    public func plan(_ files: [GeneratedFile], creating: Set<String> = []) -> GenerationPlan {
        planBuilder.plan(files, creating: creating)
    }

    /// Writes what `plan` says to write, with `extra` files beside it and `last` (the lock) after them.
    public func apply(_ plan: GenerationPlan, extra: [PlanWriter.ExtraFile] = [], last: PlanWriter.ExtraFile? = nil)
        throws(PlanWriter.WriteError)
    {
        try PlanWriter(builder: planBuilder).apply(plan, extra: extra, last: last)
    }

    /// `files` planned as `update` plans them: user-owned files merged three
    /// ways with their base in `lock` (see `MergePlanner`).
    public func mergePlan(_ files: [GeneratedFile], lock: LockFile?) -> GenerationPlan {
        MergePlanner(root: spec.directory, lock: lock).plan(files)
    }

    /// The plan entries that remove the files of `leaving` (see `PlanBuilder.removals`).
    public func removals(_ leaving: [LockEntry]) -> [GenerationPlan.Entry] {
        planBuilder.removals(leaving)
    }

    /// `destroy`'s removals (see `PlanBuilder.removals(_:rendered:edited:)`).
    public func removals(
        _ files: [(path: String, owner: FileOwner, lock: LockEntry?)], rendered: [String: String],
        edited: FileAction
    ) -> [GenerationPlan.Entry] {
        planBuilder.removals(files, rendered: rendered, edited: edited)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private var planBuilder: PlanBuilder { PlanBuilder(root: spec.directory, force: options.force) }
}
