import ScenegenCore
import ScenegenKit
import ScenegenTestSupport
import Testing

@Suite("Plans with the lock: removals, merges, the lock after a run")
struct LockPlanTests {
    func file(_ path: String, _ text: String, _ owner: FileOwner) -> GeneratedFile {
        GeneratedFile(
            path: path, contents: text, owner: owner, template: "t", inputsHash: String(repeating: "0", count: 64))
    }

    func entry(_ path: String, _ text: String, _ owner: FileOwner) -> LockEntry {
        LockEntry(generated: file(path, text, owner))
    }

    @Test func removalsDeleteUntouchedGeneratedFilesOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("as written\n", to: "gone/Untouched.swift")
        try folder.write("edited\n", to: "gone/Edited.swift")
        try folder.write("mine\n", to: "gone/Mine.swift")
        let leaving = [
            entry("gone/Untouched.swift", "as written\n", .generated),
            entry("gone/Edited.swift", "as written\n", .generated),
            entry("gone/Mine.swift", "mine\n", .user), entry("gone/Missing.swift", "x\n", .generated),
        ]
        let entries = PlanBuilder(root: folder.path).removals(leaving)
        #expect(entries.map(\.file.path) == ["gone/Edited.swift", "gone/Untouched.swift"])
        #expect(entries.map(\.action) == [.conflict, .delete])
        #expect(entries.allSatisfy { $0.removes })
        #expect(PlanBuilder(root: folder.path, force: true).removals(leaving).map(\.action) == [.delete, .delete])

        // Applied: the file is gone, and so is its empty folder; the edited one stays.
        let plan = GenerationPlan(entries: entries.filter { $0.action == .delete })
        try PlanWriter(builder: PlanBuilder(root: folder.path)).apply(plan)
        #expect(folder.files() == ["gone/Edited.swift", "gone/Mine.swift"])
    }

    @Test func mergePlanUpdatesUntouchedAndMergesEditedUserFiles() throws {
        let folder = try TemporaryFolder()
        let base = "a\nb\nc\n"
        try folder.write(base, to: "Untouched.swift")
        try folder.write("a\nb\nc\nmine\n", to: "Edited.swift")
        try folder.write("a\nB mine\nc\n", to: "Clashing.swift")
        try folder.write("no base\n", to: "Unknown.swift")
        let lock = LockFile(
            entries: ["Untouched.swift", "Edited.swift", "Clashing.swift"].map { entry($0, base, .user) })
        let theirs = "a\nB theirs\nc\n"
        let files = ["Untouched.swift", "Edited.swift", "Clashing.swift", "Unknown.swift", "New.swift"].map {
            file($0, theirs, .user)
        }
        let plan = MergePlanner(root: folder.path, lock: lock).plan(files)
        #expect(plan.entries.map(\.action) == [.update, .merge, .mergeConflict, .skip, .create])
        #expect(plan.entries[1].file.contents == "a\nB theirs\nc\nmine\n")
        #expect(
            plan.entries[2].file.contents == "a\n<<<<<<< ours\nB mine\n=======\nB theirs\n>>>>>>> theirs\nc\n")

        // The lock after it: every base is the new rendering, the unknown file gets one too.
        let after = ProjectGenerator.lock(after: plan, previous: lock)
        for path in ["Untouched.swift", "Edited.swift", "Clashing.swift", "Unknown.swift", "New.swift"] {
            #expect(after.entries[path]?.base == theirs, "\(path)")
            #expect(after.entries[path]?.sha256 == SHA256.hex(theirs), "\(path)")
        }
    }

    @Test func theLockAfterARunKeepsSkippedEntriesAndDropsDeletedOnes() {
        let previous = LockFile(entries: [
            entry("Mine.swift", "generated once\n", .user), entry("Gone.swift", "old\n", .generated),
            entry("Other.swift", "other\n", .generated),
        ])
        let plan = GenerationPlan(entries: [
            .init(file: file("Mine.swift", "generated now\n", .user), action: .skip, existing: "edited\n"),
            .init(file: file("Gone.swift", "", .generated), action: .delete, existing: "old\n", removes: true),
            .init(file: file("New.swift", "new\n", .generated), action: .create, existing: nil),
        ])
        let after = ProjectGenerator.lock(after: plan, previous: previous, dropping: ["Other.swift"])
        #expect(after.entries.keys.sorted() == ["Mine.swift", "New.swift"])
        #expect(after.entries["Mine.swift"]?.base == "generated once\n")
        #expect(after.entries["New.swift"]?.base == nil)
    }
}
