import Foundation
import ScenegenKit
import ScenegenTestSupport
import Testing

@Suite("Write preflight")
struct WritePreflightTests {
    func plan(_ paths: [String], in folder: TemporaryFolder) -> GenerationPlan {
        PlanBuilder(root: folder.path).plan(
            paths.map { GeneratedFile(path: $0, contents: "new\n", owner: .generated, template: "t") })
    }

    @Test func newFilesInNewFoldersAreFine() throws {
        let folder = try TemporaryFolder()
        #expect(WritePreflight(root: folder.path).failure(writing: "a/b/c.swift") == nil)
    }

    @Test func aFileWhereAFolderIsNeeded() throws {
        let folder = try TemporaryFolder()
        try folder.write("x\n", to: "Sources")
        #expect(
            WritePreflight(root: folder.path).failure(writing: "Sources/App/A.swift")
                == WriteFailure(.fileWhereFolderNeeded(folder: "Sources"), path: "Sources/App/A.swift"))
    }

    @Test func aFolderWhereAFileGoes() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/A.swift", withIntermediateDirectories: true)
        #expect(
            WritePreflight(root: folder.path).failure(writing: "A.swift")?.kind == .folderWhereFileNeeded)
    }

    @Test func aReadOnlyFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine\n", to: "A.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.path + "/A.swift")
        #expect(
            WritePreflight(root: folder.path).failure(writing: "A.swift") == WriteFailure(.readOnly, path: "A.swift"))
    }

    @Test func aFolderThatIsNotWritable() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/locked", withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path + "/locked")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/locked")
        }
        #expect(
            WritePreflight(root: folder.path).failure(writing: "locked/deeper/A.swift")?.kind
                == .folderNotWritable(folder: "locked", moreFiles: 0))
    }

    @Test func aLinkOutOfTheProjectIsRefused() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources", withDestinationPath: outside.path)
        let kind = WritePreflight(root: folder.path).failure(writing: "Sources/A.swift")?.kind
        let target = URL(fileURLWithPath: outside.path).resolvingSymlinksInPath().path
        #expect(kind == .linkOutsideProject(link: "Sources", target: target))
    }

    @Test func aLinkedFileOutOfTheProjectIsRefused() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try outside.write("secret\n", to: "passwd")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/A.swift", withDestinationPath: outside.path + "/passwd")
        #expect(
            WritePreflight(root: folder.path).failure(writing: "A.swift")?.kind
                == .linkOutsideProject(
                    link: "A.swift",
                    target: URL(fileURLWithPath: outside.path + "/passwd").resolvingSymlinksInPath().path))
    }

    @Test func aLinkInsideTheProjectIsWrittenThroughAndStaysALink() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "real/A.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/A.swift", withDestinationPath: folder.path + "/real/A.swift")
        let builder = PlanBuilder(root: folder.path)
        try PlanWriter(builder: builder).apply(plan(["A.swift"], in: folder))
        #expect(try folder.read("real/A.swift") == "new\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/A.swift")) != nil)
    }

    @Test func oneBadFileMeansNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("x\n", to: "blocked")
        let builder = PlanBuilder(root: folder.path)
        let error = #expect(throws: PlanWriter.WriteError.self) {
            try PlanWriter(builder: builder).apply(
                plan(["good/A.swift", "blocked/B.swift", "good/C.swift"], in: folder))
        }
        #expect(error?.failures == [WriteFailure(.fileWhereFolderNeeded(folder: "blocked"), path: "blocked/B.swift")])
        #expect(folder.files(includingHidden: true) == ["blocked"], "nothing half-done")
    }
}

@Suite("Atomic writes")
struct AtomicFileTests {
    /// The pid of a process that has ended.
    func deadProcessID() throws -> Int32 {
        try ProcessRunner.run("/bin/true", [], in: URL(fileURLWithPath: "/")).processIdentifier
    }

    @Test func aTemporaryFileOfADeadRunIsRemovedByTheNextRunInThatFolder() throws {
        let folder = try TemporaryFolder()
        let dead = try deadProcessID()
        try folder.write("half\n", to: "Scenes/.A.swift.scenegen-\(dead)-42.tmp")
        try folder.write("someone else's\n", to: "Scenes/.notes.tmp")
        try AtomicFile.write("new\n", to: folder.path + "/Scenes/A.swift")
        #expect(folder.files(includingHidden: true) == ["Scenes/.notes.tmp", "Scenes/A.swift"])
        #expect(try folder.read("Scenes/A.swift") == "new\n")
    }

    @Test func aTemporaryFileOfALiveRunIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let live = "Scenes/.A.swift.scenegen-\(ProcessInfo.processInfo.processIdentifier)-7.tmp"
        try folder.write("mine\n", to: "Scenes/.B.swift.scenegen-1-7.tmp")
        try folder.write("in flight\n", to: live)
        try AtomicFile.write("new\n", to: folder.path + "/Scenes/A.swift")
        #expect(folder.files(includingHidden: true).contains(live), "this process is alive")
        #expect(folder.files(includingHidden: true).contains("Scenes/.B.swift.scenegen-1-7.tmp"), "pid 1 is alive")
    }

    @Test func aFailedWriteLeavesEveryTargetAsItWasAndNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "A.swift")
        try folder.write("x\n", to: "blocked")
        let writes = [
            AtomicFile.Write(path: folder.path + "/A.swift", contents: "new\n", shownAs: "A.swift"),
            AtomicFile.Write(path: folder.path + "/blocked/B.swift", contents: "b\n", shownAs: "blocked/B.swift"),
        ]
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.writeAll(writes) }
        #expect(try folder.read("A.swift") == "old\n")
        #expect(folder.files(includingHidden: true) == ["A.swift", "blocked"])
    }
}
