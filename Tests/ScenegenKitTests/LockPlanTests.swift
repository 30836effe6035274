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

    @Test func removalsDeleteUntouchedFilesWhoeverOwnsThemAndKeepTheUsersEdits() throws {
        let folder = try TemporaryFolder()
        try folder.write("as written\n", to: "gone/Untouched.swift")
        try folder.write("edited\n", to: "gone/Edited.swift")
        try folder.write("mine\n", to: "gone/Mine.swift")
        try folder.write("mine, edited\n", to: "gone/MineEdited.swift")
        try folder.write("mine, edited long ago\n", to: "gone/Orphan.swift")
        var orphan = entry("gone/Orphan.swift", "mine\n", .user)
        orphan.orphan = "Gone"
        let leaving = [
            entry("gone/Untouched.swift", "as written\n", .generated),
            entry("gone/Edited.swift", "as written\n", .generated),
            entry("gone/Mine.swift", "mine\n", .user), entry("gone/MineEdited.swift", "mine\n", .user), orphan,
            entry("gone/Missing.swift", "x\n", .generated),
        ]
        let builder = PlanBuilder(root: folder.path)
        let entries = builder.removals(leaving)
        // A known orphan still edited has nothing to do; a file already gone is only forgotten.
        #expect(
            entries.map(\.file.path) == [
                "gone/Edited.swift", "gone/Mine.swift", "gone/MineEdited.swift", "gone/Untouched.swift",
            ])
        #expect(entries.map(\.action) == [.conflict, .delete, .skip, .delete])
        #expect(entries.allSatisfy { $0.removes })
        #expect(builder.vanished(leaving) == ["gone/Missing.swift"])
        // `--force` deletes an edited generated file, never an edited file of the user's.
        #expect(
            PlanBuilder(root: folder.path, force: true).removals(leaving).map(\.action) == [
                .delete, .delete, .skip, .delete,
            ])

        // Applied: the files are gone; the edited ones stay.
        let plan = GenerationPlan(entries: entries.filter { $0.action == .delete })
        try PlanWriter(builder: builder).apply(plan)
        #expect(folder.files() == ["gone/Edited.swift", "gone/MineEdited.swift", "gone/Orphan.swift"])
    }

    @Test func aKeptFileStaysInTheLockAsAnOrphanUntilItsSceneComesBack() throws {
        let previous = LockFile(entries: [entry("A/AViewModel.swift", "generated\n", .user)])
        var kept = GenerationPlan.Entry(
            file: file("A/AViewModel.swift", "", .user), action: .skip, existing: "edited\n", removes: true)
        kept.leftBy = "A"
        let after = ProjectGenerator.lock(after: GenerationPlan(entries: [kept]), previous: previous)
        #expect(after.entries["A/AViewModel.swift"]?.orphan == "A")
        #expect(after.entries["A/AViewModel.swift"]?.base == "generated\n")
        // Written and read back, the orphan is still known.
        let text = after.text(specName: "scenegen.yml")
        #expect(text.contains("{\"path\":\"A/AViewModel.swift\",\"owner\":\"user\",\"orphan\":\"A\","), "\(text)")
        #expect(try LockFile.parse(SourceFile(path: "scenegen.lock", text: text)) == after)
        // The scene is back: the file is planned again, and is no orphan any more.
        let back = GenerationPlan(entries: [
            .init(file: file("A/AViewModel.swift", "generated\n", .user), action: .skip, existing: "edited\n")
        ])
        #expect(ProjectGenerator.lock(after: back, previous: after).entries["A/AViewModel.swift"]?.orphan == nil)
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
