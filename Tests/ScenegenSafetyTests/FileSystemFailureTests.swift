import Foundation
import Testing

/// Disk problems and user-owned files, through the real binary: read-only files,
/// unwritable folders, a file where a folder goes and the reverse each fail before
/// anything is written; a user's file is never lost.
@Suite("disk problems and user-owned files") struct FileSystemFailureTests {
    static let spec = "module: Shop\nscenes:\n  Home:\n    fields:\n      title: String\n"
    static let folder = "Sources/Shop/Scenes/Home"
    static let generatedFile = folder + "/HomeViewModel+IO.swift"
    static let userFile = folder + "/HomeViewModel.swift"

    /// A project generated once, with `title` renamed to `name` in the spec so the next run changes files.
    static func changedProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(spec, to: "scenegen.yml")
        let result = try sandbox.run(["generate"])
        #expect(result.status == 0, "\(result)")
        try sandbox.write(spec.replacingOccurrences(of: "title", with: "name"), to: "scenegen.yml")
        return sandbox
    }

    static func expectFailure(
        _ arguments: [String], in sandbox: Sandbox, naming value: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = sandbox.snapshot()
        let result = try sandbox.run(arguments)
        let after = sandbox.snapshot()
        let what = "scenegen \(arguments.joined(separator: " "))"
        CleanFailure.expect(
            result, status: 1, firstLine: nil, before: before, after: after, what, sourceLocation: sourceLocation)
        #expect(result.stderrFirstLine.hasPrefix("error: "), "\(what)\n\(result)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.contains("`\(value)`"), "\(what): stderr does not name `\(value)`\n\(result)",
            sourceLocation: sourceLocation)
    }

    @Test func readOnlyGeneratedFileStopsTheRunBeforeAnyWrite() throws {
        let sandbox = try Self.changedProject()
        chmod(sandbox.project + "/" + Self.generatedFile, 0o444)
        try Self.expectFailure(["generate"], in: sandbox, naming: Self.generatedFile)
    }

    @Test func readOnlyUserFileWithForceStopsTheRunBeforeAnyWrite() throws {
        let sandbox = try Self.changedProject()
        try sandbox.write("// my own view model\n", to: Self.userFile)
        chmod(sandbox.project + "/" + Self.userFile, 0o444)
        try Self.expectFailure(["generate", "--force"], in: sandbox, naming: Self.userFile)
        #expect(sandbox.read(Self.userFile) == "// my own view model\n")
    }

    @Test func unwritableOutputFolderStopsTheRunBeforeAnyWrite() throws {
        let sandbox = try Self.changedProject()
        try FileManager.default.removeItem(atPath: sandbox.project + "/" + Self.generatedFile)
        chmod(sandbox.project + "/" + Self.folder, 0o555)
        try Self.expectFailure(["generate"], in: sandbox, naming: Self.folder)
    }

    @Test func unwritableProjectFolderStopsTheRunBeforeAnyWrite() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        chmod(sandbox.project, 0o555)
        try Self.expectFailure(["generate"], in: sandbox, naming: ".")
    }

    @Test(arguments: ["Sources/Shop/Scenes", "Sources", "Sources/Shop/Scenes/Home", "Tests/ShopTests"])
    func fileWhereAFolderGoesStopsTheRun(_ path: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        try sandbox.write("not a folder\n", to: path)
        try Self.expectFailure(["generate"], in: sandbox, naming: path)
        try Self.expectFailure(["generate", "--force"], in: sandbox, naming: path)
    }

    @Test(arguments: [generatedFile, userFile])
    func folderWhereAFileGoesStopsTheRun(_ path: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        try sandbox.write("inside\n", to: path + "/keep.txt")
        try Self.expectFailure(["generate", "--force"], in: sandbox, naming: path)
    }

    @Test func aFifoWhereAFileGoesIsNotReplaced() throws {
        let sandbox = try Self.changedProject()
        try FileManager.default.removeItem(atPath: sandbox.project + "/" + Self.generatedFile)
        #expect(mkfifo(sandbox.project + "/" + Self.generatedFile, 0o644) == 0)
        try Self.expectFailure(["generate"], in: sandbox, naming: Self.generatedFile)
    }

    // MARK: - User-owned files

    /// `new` for a scene whose user-owned file exists and differs: a conflict,
    /// exit 1, nothing written (not even the spec).
    @Test func newWithADifferingUserFileIsAConflict() throws {
        let sandbox = try Sandbox()
        try sandbox.write("module: Shop\nscenes:\n  List: {}\n", to: "scenegen.yml")
        try sandbox.write("// my own view model\n", to: Self.userFile)
        let before = sandbox.snapshot()
        let result = try sandbox.run(["new", "Home"])
        let after = sandbox.snapshot()
        CleanFailure.expect(result, status: 1, firstLine: nil, before: before, after: after, "new Home")
        #expect(result.stdout.contains("conflict   \(Self.userFile)"), "\(result)")
        #expect(result.stderrFirstLine.contains("`\(Self.userFile)`"), "\(result)")
    }

    /// `generate` skips a differing user-owned file; `--check` ignores it; `--force` replaces it whole.
    @Test func generateSkipsADifferingUserFileAndForceReplacesIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        #expect(try sandbox.run(["generate"]).status == 0)
        let original = sandbox.read(Self.userFile)
        try sandbox.write("// my own view model\n", to: Self.userFile)

        let before = sandbox.snapshot()
        let skipped = try sandbox.run(["generate"])
        #expect(skipped.status == 0, "\(skipped)")
        #expect(skipped.stdout.contains("skip       \(Self.userFile)"), "\(skipped)")
        #expect(before.changes(to: sandbox.snapshot()).isEmpty)

        let checked = try sandbox.run(["generate", "--check"])
        #expect(checked.status == 0, "\(checked)")

        let forced = try sandbox.run(["generate", "--force"])
        #expect(forced.status == 0, "\(forced)")
        #expect(forced.stdout.contains("overwrite  \(Self.userFile)"), "\(forced)")
        #expect(sandbox.read(Self.userFile) == original)
        let leftovers = FolderSnapshot(of: sandbox.project).entries.keys.filter { $0.contains(".scenegen-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }
}
