import Foundation
import ScenegenKit
import ScenegenTestSupport
import Testing

@Suite("Plan")
struct PlanTests {
    func file(_ path: String, _ text: String, _ owner: FileOwner) -> GeneratedFile {
        GeneratedFile(path: path, contents: text, owner: owner, template: "t")
    }

    @Test func actionsForEveryCase() throws {
        let folder = try TemporaryFolder()
        try folder.write("same\n", to: "gen/same.swift")
        try folder.write("old\n", to: "gen/changed.swift")
        try folder.write("mine\n", to: "user/edited.swift")
        try folder.write("template\n", to: "user/untouched.swift")
        try folder.write("mine\n", to: "user/claimed.swift")
        let files = [
            file("gen/new.swift", "x\n", .generated), file("gen/same.swift", "same\n", .generated),
            file("gen/changed.swift", "new\n", .generated), file("user/new.swift", "u\n", .user),
            file("user/edited.swift", "template\n", .user), file("user/untouched.swift", "template\n", .user),
            file("user/claimed.swift", "template\n", .user),
        ]
        let plan = PlanBuilder(root: folder.path).plan(files, creating: ["user/claimed.swift"])
        #expect(plan.entries.map(\.action) == [.create, .identical, .update, .create, .skip, .identical, .conflict])
        #expect(plan.hasConflicts)
        #expect(plan.hasDrift)
        #expect(plan.summary() == "2 created, 1 updated, 2 identical, 1 skipped, 1 in conflict")

        let forced = PlanBuilder(root: folder.path, force: true).plan(files, creating: ["user/claimed.swift"])
        #expect(
            forced.entries.map(\.action) == [.create, .identical, .update, .create, .overwrite, .identical, .overwrite])
    }

    @Test func planLinesAlignPaths() {
        let plan = GenerationPlan(entries: [
            .init(file: file("a.swift", "", .generated), action: .create, existing: nil),
            .init(file: file("b.swift", "", .user), action: .overwrite, existing: ""),
        ])
        #expect(plan.lines() == ["create     a.swift", "overwrite  b.swift"])
    }

    @Test func noDriftWhenOnlyUserFilesAreNew() throws {
        let folder = try TemporaryFolder()
        try folder.write("g\n", to: "g.swift")
        let plan = PlanBuilder(root: folder.path).plan([
            file("g.swift", "g\n", .generated), file("u.swift", "u\n", .user),
        ])
        #expect(!plan.hasDrift)
    }

    @Test func writerWritesWhatThePlanSaysAndNothingElse() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine\n", to: "user/edited.swift")
        let builder = PlanBuilder(root: folder.path)
        let plan = builder.plan([
            file("deep/er/new.swift", "new\n", .generated), file("user/edited.swift", "template\n", .user),
        ])
        let written = try PlanWriter(builder: builder).apply(plan)
        #expect(written == 1)
        #expect(try folder.read("deep/er/new.swift") == "new\n")
        #expect(try folder.read("user/edited.swift") == "mine\n")
        #expect(
            folder.files(includingHidden: true) == ["deep/er/new.swift", "user/edited.swift"],
            "no temporary file is left behind")
    }

    @Test func writerReportsAFileWhereAFolderShouldBe() throws {
        let folder = try TemporaryFolder()
        try folder.write("I am a file\n", to: "blocked")
        let builder = PlanBuilder(root: folder.path)
        let plan = builder.plan([file("blocked/inside.swift", "x\n", .generated)])
        #expect(throws: PlanWriter.WriteError.self) { try PlanWriter(builder: builder).apply(plan) }
        #expect(try folder.read("blocked") == "I am a file\n")
    }
}

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff(from: "a\nb\n", to: "a\nb\n", path: "f") == "")
    }

    @Test func newFileDiffsFromDevNull() {
        #expect(
            UnifiedDiff.diff(from: nil, to: "a\nb\n", path: "f") == "--- /dev/null\n+++ b/f\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func changeInTheMiddleHasThreeLinesOfContext() {
        let old = (1...10).map(String.init).joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n5\n", with: "\nfive\n")
        #expect(
            UnifiedDiff.diff(from: old, to: new, path: "f") == """
                --- a/f
                +++ b/f
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8

                """)
    }

    @Test func distantChangesMakeTwoHunksAndCloseOnesOne() {
        let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
        let two = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(
            of: "\n18\n", with: "\n18b\n")
        #expect(UnifiedDiff.diff(from: old, to: two, path: "f").components(separatedBy: "@@ -").count == 3)
        let one = old.replacingOccurrences(of: "\n5\n", with: "\nfive\n").replacingOccurrences(
            of: "\n10\n", with: "\nten\n")
        #expect(UnifiedDiff.diff(from: old, to: one, path: "f").components(separatedBy: "@@ -").count == 2)
    }

    @Test func agreesWithDiffU() throws {
        let old = "import Foundation\n\nstruct A {\n    let x: Int\n    let y: Int\n}\n\nenum B {}\n"
        let new = "import Foundation\nimport SceneRx\n\nstruct A {\n    let x: Int\n    let z: String\n}\n\nenum B {}\n"
        let folder = try TemporaryFolder()
        try folder.write(old, to: "a")
        try folder.write(new, to: "b")
        let diff = try ProcessRunner.run(
            "/usr/bin/diff", ["-u", "--label", "a/f", "--label", "b/f", folder.path + "/a", folder.path + "/b"],
            in: URL(fileURLWithPath: folder.path))
        let expected = diff.stdout
        #expect(UnifiedDiff.diff(from: old, to: new, path: "f") == expected)
    }
}
