import ScenegenCore

/// A project's scenegen.lock as a run found it: read and checked before
/// anything is planned (a lock that is not what scenegen writes stops the run
/// at its line and column), or missing (rebuilt, with a note).
public struct ProjectLock: Sendable {
    /// The lock on disk; nil when there is none.
    public let previous: LockFile?
    /// Its text on disk.
    public let text: String?
    /// How messages name it; nil for a spec read from standard input (no lock).
    public let shownPath: String?
    /// Its path relative to the project folder.
    public let relativePath: String?

    /// The lock `source` holds (what `ProjectGenerator.readLockSource` read; nil
    /// when there is none), for `project`. With `checkingFlavor` (every command
    /// that plans files), a run with another flavor than the lock's is refused
    /// (see `flavorProblem`). The caller keeps `source` so errors can quote its lines.
    public init(source: SourceFile?, for project: ProjectGenerator, checkingFlavor: Bool = true)
        throws(DiagnosticError)
    {
        previous = try source.map(ProjectGenerator.parseLock)
        text = source?.text
        shownPath = project.lockShownPath
        relativePath = project.lockRelativePath
        if checkingFlavor, let problem = flavorProblem(for: project) { throw DiagnosticError([problem]) }
    }

    /// A run with another flavor than the one the lock records would rewrite
    /// every generated-owned file with the other flavor's: an error at the lock's
    /// `flavor` line, unless the spec's `flavor:` changed since (a switch the
    /// user meant) or `--force` was given. Nil when the run may go on.
    public func flavorProblem(for project: ProjectGenerator) -> Diagnostic? {
        guard let previous, let recorded = previous.flavor, recorded != project.spec.flavor,
            previous.recordedSpecFlavor == project.specFlavor, !project.options.force
        else { return nil }
        let used = project.spec.flavor
        let lockName = shownPath ?? "the lock"
        let source =
            project.options.flavor != nil ? "`--flavor \(used)`" : "the spec's `flavor: \(project.specFlavor)`"
        let recordedHow = previous.specFlavor != nil ? " (`--flavor \(recorded)`)" : ""
        let specName = project.spec.path.map(PathText.lastComponent(of:)) ?? "the spec"
        // Keeping the lock's flavor is the safe way out; switching has two.
        let keep =
            recorded == project.specFlavor
            ? "leave out `--flavor \(used)` to keep `\(recorded)`" : "pass `--flavor \(recorded)` to keep it"
        let change = used == project.specFlavor ? "" : "set `flavor: \(used)` in \(specName), or "
        return .error(
            "the project was generated with flavor `\(recorded)`\(recordedHow), but this run uses `\(used)` (\(source)); "
                + "\(keep); to switch, \(change)pass `--force` (the generated files are rewritten for `\(used)`, "
                + "and your files that differ overwritten)",
            at: previous.flavorSpan ?? SourceSpan(path: lockName, line: 1, column: 1))
    }

    /// The entries of files the spec no longer makes: every path of the lock not in `expected`.
    public func leaving(_ expected: Set<String>) -> [LockEntry] {
        guard let previous else { return [] }
        return previous.entries.values.filter { !expected.contains($0.path) }.sorted { $0.path < $1.path }
    }
}
