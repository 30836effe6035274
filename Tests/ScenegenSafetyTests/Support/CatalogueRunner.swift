import Foundation
import Testing

/// Runs every line of a catalogue case in a fresh sandbox and checks that it fails cleanly.
enum CatalogueRunner {
    /// Prepares a sandbox with `prepare`, then makes each run of `badCase`.
    static func check(
        _ badCase: CatalogueCase, sourceLocation: SourceLocation = #_sourceLocation,
        prepare: (Sandbox) throws -> Void
    ) throws {
        #expect(!badCase.runs.isEmpty, "\(badCase.name): the .expect file lists no run", sourceLocation: sourceLocation)
        for run in badCase.runs {
            let sandbox = try Sandbox()
            try prepare(sandbox)
            let what = "\(badCase.name): scenegen \(run.arguments.joined(separator: " "))"
            let check = {
                let before = sandbox.snapshot()
                let result = try sandbox.run(run.arguments, timeout: 30)
                let after = sandbox.snapshot()
                let firstLine = run.firstLine.replacingOccurrences(of: "<project>", with: sandbox.project)
                CleanFailure.expect(
                    result, status: run.status, firstLine: firstLine, before: before, after: after, what,
                    sourceLocation: sourceLocation)
                if badCase.noPosition == nil {
                    CleanFailure.expectPosition(result, what, sourceLocation: sourceLocation)
                } else {
                    #expect(
                        result.stderrFirstLine.hasPrefix("error: "), "\(what)\n\(result)",
                        sourceLocation: sourceLocation)
                }
            }
            if let issue = badCase.knownIssue {
                withKnownIssue(Comment(rawValue: issue)) { try check() }
            } else {
                try check()
            }
        }
    }

    /// Copies a spec fixture to `scenegen.yml`, with the files of `<name>.project/` beside it when there are any.
    static func prepareSpec(_ badCase: CatalogueCase, in sandbox: Sandbox) throws {
        let extras = String(badCase.fixture.dropLast(".yml".count)) + ".project"
        if FileManager.default.fileExists(atPath: extras) { try sandbox.copyContents(of: extras) }
        try sandbox.write(try Data(contentsOf: URL(fileURLWithPath: badCase.fixture)), to: "scenegen.yml")
    }

    /// Copies the shared template project, then the case's own files over it.
    static func prepareTemplates(_ badCase: CatalogueCase, in sandbox: Sandbox) throws {
        try sandbox.copyContents(of: CatalogueCase.root + "/templates/_project")
        try sandbox.copyContents(of: badCase.fixture)
    }
}
