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
    private let generator: Generator

    /// Resolves the flavor and template folders of `spec` under `options`.
    public init(spec: Spec, options: GenerationOptions) throws(DiagnosticError) {
        var spec = spec
        if let module = options.module { spec.module = module }
        if let output = options.output { spec.output = output }
        if let tests = options.tests { spec.tests = tests }
        if let flavor = options.flavor { spec.flavor = flavor }
        self.spec = spec
        self.specName = spec.path.map(PathText.lastComponent(of:)) ?? "the command line"
        self.options = options
        var problems: [Diagnostic] = []
        for (value, flag, span) in [
            (spec.output, options.output.map { _ in "--output" }, spec.spans.output),
            (spec.tests, options.tests.map { _ in "--tests" }, spec.spans.tests),
        ] {
            if let problem = OutputPath.folderProblem(value) {
                let named = flag.map { "`\($0) \(value)`" } ?? "`\(value)`"
                problems.append(.error("\(named) \(problem)", at: flag == nil ? span : nil))
            }
        }
        if let module = options.module, !SwiftIdentifier.isIdentifier(module) {
            let fix = SwiftIdentifier.upperCamelCase(module)
            problems.append(
                .error(
                    "`--module \(module)` is not a Swift module name"
                        + (SwiftIdentifier.isIdentifier(fix) ? "; did you mean `\(fix)`?" : "")))
        }
        // A templates folder that is not there would be skipped without a word, and a typo go unseen.
        if let folder = options.templates, !Self.isFolder(folder) {
            problems.append(.error("`--templates \(options.templatesAsWritten ?? folder)` is not a folder"))
        }
        if let written = spec.templates, let folder = spec.resolvedTemplates, !Self.isFolder(folder) {
            let problem =
                FileManager.default.fileExists(atPath: folder)
                ? "`\(written)` is a file, not a folder; give the folder of the templates to override, or remove `templates:`"
                : "the templates folder `\(written)` does not exist; create it and put the templates to override in it, "
                    + "or remove `templates:`"
            problems.append(.error(problem, at: spec.spans.templates))
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        if let path = spec.resolvedFlavorPath {
            flavor = try FlavorLoader.folder(at: path, displayPath: spec.flavor, at: spec.spans.flavor)
        } else {
            flavor = try FlavorLoader.builtIn(named: spec.flavor, at: options.flavor == nil ? spec.spans.flavor : nil)
        }
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
