import Foundation
import ScenegenTestSupport
import Testing

/// Living with the output (issue 12, acceptance 1): `new` without a spec, the
/// lock, scenes that leave the spec, `destroy`, `update`, a deleted or broken
/// lock. The real binary in temporary folders, outside a package (scenes in
/// `./<Scene>/`, tests in `Tests/`).
@Suite("the lock, destroy and update")
struct LockWorkflowE2ETests {
    /// The files `new` makes for one scene outside a package.
    static func files(of scene: String) -> [String] {
        NewCommandE2ETests.sceneFiles(scene)
    }

    static let viewModel = "CarDetails/CarDetailsViewModel.swift"

    /// `new` with no spec writes scenegen.yml and scenegen.lock; `generate` then
    /// changes nothing and `--check` passes.
    @Test func newWithoutASpecWritesOneThatGenerateAndCheckUse() throws {
        let folder = try TemporaryFolder("lock-new")
        defer { folder.remove() }
        let new = try folder.scenegen("new", "CarDetails", "--field", "name:String", "--action", "share")
        #expect(new.status == 0, "\(new.transcript)")
        #expect(new.stderr.contains("note: no `scenegen.yml` here: writing one"), "\(new.stderr)")
        let spec = try folder.read("scenegen.yml")
        #expect(spec.contains("output: ."), "\(spec)")
        #expect(spec.contains("  CarDetails:\n    fields:\n      name: String\n    actions: [share]\n"), "\(spec)")
        let lock = try folder.read("scenegen.lock")
        let entries = lock.split(separator: "\n").filter { $0.hasPrefix("{") }
        // The scene's files and the five project files (Shared/ and the mocks).
        #expect(entries.count == Self.files(of: "CarDetails").count + 5, "\(lock)")
        #expect(entries.map { String($0) } == entries.map { String($0) }.sorted(), "the lock is sorted")
        let before = try FileTree.snapshot(of: folder.url)

        let generate = try folder.scenegen("generate")
        #expect(generate.status == 0, "\(generate.transcript)")
        #expect(generate.stdout.hasSuffix("identical\n"), "\(generate.stdout)")
        let check = try folder.scenegen("generate", "--check")
        #expect(check.status == 0, "\(check.transcript)")
        #expect(try FileTree.snapshot(of: folder.url) == before, "an identical run rewrote something")
    }

    /// A scene removed from the spec by hand: `--check` fails naming its generated
    /// files, `generate` deletes them, and its user-owned files stay.
    @Test func aSceneThatLeftTheSpecIsDriftThenItsGeneratedFilesAreDeleted() throws {
        let folder = try TemporaryFolder("lock-removed")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList", "--route", "CarDetails").status == 0)
        // Take CarDetails out of the spec by hand (and CarList's route to it).
        let spec = try folder.read("scenegen.yml")
        let edited = spec.replacingOccurrences(of: "    routes: [CarDetails]\n", with: "")
            .replacingOccurrences(of: "  CarDetails: {}\n", with: "")
        try #require(edited != spec && !edited.contains("  CarDetails: {}"), "\(spec)")
        try folder.write(edited, to: "scenegen.yml")

        let check = try folder.scenegen("generate", "--check")
        #expect(check.status == 1, "\(check.transcript)")
        let generated = [
            "CarDetailsViewModel+IO.swift", "CarDetailsViewControllerBase.swift", "CarDetailsBuilder.swift",
        ]
        for name in generated {
            #expect(
                check.stderr.contains("error: `CarDetails/\(name)` is no longer made by the spec and would be deleted"),
                "\(check.stderr)")
        }
        #expect(folder.exists("CarDetails/CarDetailsBuilder.swift"), "--check deleted something")

        let generate = try folder.scenegen("generate")
        #expect(generate.status == 0, "\(generate.transcript)")
        #expect(generate.stdout.contains("delete     CarDetails/CarDetailsBuilder.swift"), "\(generate.stdout)")
        for name in generated { #expect(!folder.exists("CarDetails/\(name)"), "\(name) was not deleted") }
        // The user-owned ones nobody edited go with them, and the lock forgets them all.
        for path in Self.files(of: "CarDetails") { #expect(!folder.exists(path), "\(path) was left behind") }
        #expect(generate.stdout.contains("delete     \(Self.viewModel)"), "\(generate.stdout)")
        #expect(try !folder.read("scenegen.lock").contains("CarDetails/"))
        let again = try folder.scenegen("generate", "--check")
        #expect(again.status == 0, "\(again.transcript)")
    }

    /// A scene removed from the spec by hand takes every file scenegen wrote for it that
    /// still holds what it wrote, user-owned ones included: nothing is left that no longer compiles.
    @Test func aSceneThatLeftTheSpecTakesItsUntouchedUserOwnedFilesAlong() throws {
        let folder = try TemporaryFolder("lock-removed-user")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList").status == 0)
        #expect(try folder.scenegen("new", "CarDetails", "--field", "name:String").status == 0)
        let spec = try folder.read("scenegen.yml")
        let edited = spec.replacingOccurrences(of: "  CarDetails:\n    fields:\n      name: String\n", with: "")
        try #require(edited != spec, "\(spec)")
        try folder.write(edited, to: "scenegen.yml")

        let check = try folder.scenegen("generate", "--check")
        #expect(check.status == 1, "\(check.transcript)")
        #expect(
            check.stderr.contains("error: `\(Self.viewModel)` is no longer made by the spec and would be deleted"),
            "\(check.stderr)")
        let generate = try folder.scenegen("generate")
        #expect(generate.status == 0, "\(generate.transcript)")
        for path in Self.files(of: "CarDetails") {
            #expect(!folder.exists(path), "\(path) was left behind")
            #expect(generate.stdout.contains("delete     \(path)"), "\(path): \(generate.stdout)")
        }
        #expect(!folder.exists("CarDetails") && !folder.exists("Tests/CarDetails"), "an empty folder was left")
        #expect(try !folder.read("scenegen.lock").contains("CarDetails"), "the lock still lists CarDetails")
        #expect(Self.files(of: "CarList").allSatisfy(folder.exists), "a file of CarList went too")
        #expect(try folder.scenegen("generate", "--check").status == 0)
    }

    /// An edited user-owned file of a removed scene is kept, stays in the lock as an
    /// orphan, and a note says what to do; `destroy` still takes the scene's name for it.
    @Test func anEditedUserOwnedFileOfARemovedSceneIsKeptAsAnOrphanUntilDestroy() throws {
        let folder = try TemporaryFolder("lock-orphan")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList").status == 0)
        #expect(try folder.scenegen("new", "CarDetails").status == 0)
        let mine = try folder.read(Self.viewModel) + "// my code\n"
        try folder.write(mine, to: Self.viewModel)
        let spec = try folder.read("scenegen.yml")
        try folder.write(spec.replacingOccurrences(of: "  CarDetails: {}\n", with: ""), to: "scenegen.yml")

        let generate = try folder.scenegen("generate")
        #expect(generate.status == 0, "\(generate.transcript)")
        #expect(try folder.read(Self.viewModel) == mine, "the edited file was not kept as it was")
        for path in Self.files(of: "CarDetails") where path != Self.viewModel {
            #expect(!folder.exists(path), "\(path) was left behind")
        }
        #expect(generate.stdout.contains("skip       \(Self.viewModel)"), "\(generate.stdout)")
        #expect(
            generate.stderr.contains(
                "note: `\(Self.viewModel)` was edited since scenegen wrote it; kept. Its scene `CarDetails` left the spec: "
                    + "delete the file, or run `scenegen destroy CarDetails --force`"), "\(generate.stderr)")
        let lock = try folder.read("scenegen.lock")
        let line = lock.split(separator: "\n").first { $0.contains("\"path\":\"\(Self.viewModel)\"") }
        #expect(line?.contains("\"orphan\":\"CarDetails\"") == true, "\(lock)")
        #expect(lock.split(separator: "\n").filter { $0.contains("CarDetails/") }.count == 1, "\(lock)")
        // A later run knows it: nothing to do, nothing to say, and CI is content.
        let again = try folder.scenegen("generate")
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.transcript)")
        #expect(try folder.read("scenegen.lock") == lock, "the orphan's entry changed")
        #expect(try folder.scenegen("generate", "--check").status == 0)

        // `destroy` takes the name of the scene that left the spec: without `--force` it keeps the
        // edited file, with it the file goes and the lock forgets it.
        let kept = try folder.scenegen("destroy", "CarDetails")
        #expect(kept.status == 0, "\(kept.transcript)")
        #expect(folder.exists(Self.viewModel))
        #expect(kept.stderr.contains("note: kept `\(Self.viewModel)`: it was edited"), "\(kept.stderr)")
        let destroyed = try folder.scenegen("destroy", "CarDetails", "--force")
        #expect(destroyed.status == 0, "\(destroyed.transcript)")
        #expect(destroyed.stdout.contains("delete (edited)  \(Self.viewModel)"), "\(destroyed.stdout)")
        #expect(!folder.exists(Self.viewModel) && !folder.exists("CarDetails"))
        #expect(try !folder.read("scenegen.lock").contains("CarDetails"))
        #expect(try folder.read("scenegen.yml") == spec.replacingOccurrences(of: "  CarDetails: {}\n", with: ""))
        #expect(try folder.scenegen("generate", "--check").status == 0)
        // Once nothing of it is left, the name is unknown again.
        let unknown = try folder.scenegen("destroy", "CarDetails")
        #expect(unknown.status == 1 && unknown.stderr.contains("the spec has no scene `CarDetails`"), "\(unknown)")
    }

    /// A generated-owned file of a removed scene that was edited is a conflict: kept, exit 1.
    @Test func anEditedFileOfARemovedSceneIsAConflictAndKept() throws {
        let folder = try TemporaryFolder("lock-conflict")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList").status == 0)
        #expect(try folder.scenegen("new", "CarDetails").status == 0)
        let builder = "CarDetails/CarDetailsBuilder.swift"
        let editedText = try folder.read(builder) + "// my change\n"
        try folder.write(editedText, to: builder)
        let spec = try folder.read("scenegen.yml")
        try folder.write(spec.replacingOccurrences(of: "  CarDetails: {}\n", with: ""), to: "scenegen.yml")
        let before = try FileTree.snapshot(of: folder.url)

        let check = try folder.scenegen("generate", "--check")
        #expect(check.status == 1)
        #expect(check.stderr.contains("`\(builder)` is no longer made by the spec, and was edited"), "\(check.stderr)")
        let generate = try folder.scenegen("generate")
        #expect(generate.status == 1, "\(generate.transcript)")
        #expect(generate.stdout.contains("conflict   \(builder)"), "\(generate.stdout)")
        #expect(
            generate.stderr.contains("error: `\(builder)` was generated for a scene or model no longer in the spec"))
        #expect(try FileTree.snapshot(of: folder.url) == before, "a conflict wrote something")

        let forced = try folder.scenegen("generate", "--force")
        #expect(forced.status == 0, "\(forced.transcript)")
        #expect(!folder.exists(builder))
    }

    /// `destroy` deletes what is untouched, keeps and lists what was edited, edits the spec
    /// keeping its comments; a route to the scene is an error unless `--remove-routes`,
    /// and `--force` deletes edited files.
    @Test func destroyDeletesUntouchedFilesAndKeepsEditedOnes() throws {
        let folder = try TemporaryFolder("lock-destroy")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList", "--route", "CarDetails").status == 0)
        #expect(try folder.scenegen("new", "CarDetails", "--input", "carID:String").status == 0)
        #expect(try folder.scenegen("new", "Settings", "--field", "darkMode:Bool").status == 0)
        try folder.write("# my comment\n" + (try folder.read("scenegen.yml")), to: "scenegen.yml")
        let settingsModel = "Settings/SettingsViewModel.swift"
        let edited = try folder.read(settingsModel) + "// my code\n"
        try folder.write(edited, to: settingsModel)
        let before = try FileTree.snapshot(of: folder.url)

        let dry = try folder.scenegen("destroy", "Settings", "--dry-run")
        #expect(dry.status == 0, "\(dry.transcript)")
        #expect(dry.stdout.contains("delete     Settings/SettingsBuilder.swift"), "\(dry.stdout)")
        #expect(try FileTree.snapshot(of: folder.url) == before, "--dry-run wrote something")

        let destroy = try folder.scenegen("destroy", "Settings")
        #expect(destroy.status == 0, "\(destroy.transcript)")
        #expect(destroy.stdout.contains("skip       \(settingsModel)"), "\(destroy.stdout)")
        #expect(destroy.stderr.contains("note: kept `\(settingsModel)`: it was edited"), "\(destroy.stderr)")
        #expect(try folder.read(settingsModel) == edited)
        for path in Self.files(of: "Settings") where path != settingsModel {
            #expect(!folder.exists(path), "\(path) is still there")
        }
        var spec = try folder.read("scenegen.yml")
        #expect(spec.hasPrefix("# my comment\n"))
        #expect(!spec.contains("Settings:"), "\(spec)")
        // The kept file stays in the lock as an orphan of `Settings`, for a later `destroy Settings --force`.
        let lock = try folder.read("scenegen.lock")
        #expect(lock.split(separator: "\n").filter { $0.contains("Settings/") }.count == 1, "\(lock)")
        #expect(lock.contains("\"orphan\":\"Settings\""), "\(lock)")
        #expect(try folder.scenegen("generate", "--check").status == 0)

        // CarList routes to CarDetails: an error at the route, nothing written.
        let edit = try folder.read(Self.viewModel) + "// mine\n"
        try folder.write(edit, to: Self.viewModel)
        let routed = try FileTree.snapshot(of: folder.url)
        let refused = try folder.scenegen("destroy", "CarDetails")
        #expect(refused.status == 1, "\(refused.transcript)")
        #expect(
            refused.stderr.hasPrefix("scenegen.yml:")
                && refused.stderr.contains("error: scene `CarList` routes to `CarDetails`"), "\(refused.stderr)")
        #expect(try FileTree.snapshot(of: folder.url) == routed)
        // --remove-routes removes the route, and --force deletes the edited file too.
        let forced = try folder.scenegen("destroy", "CarDetails", "--remove-routes", "--force")
        #expect(forced.status == 0, "\(forced.transcript)")
        for path in Self.files(of: "CarDetails") { #expect(!folder.exists(path), "\(path) is still there") }
        spec = try folder.read("scenegen.yml")
        #expect(!spec.contains("CarDetails]") && !spec.contains("\n  CarDetails:"), "\(spec)")
        #expect(try folder.scenegen("generate", "--check").status == 0)
        #expect(try folder.scenegen("validate").status == 0)
    }

    /// `update` merges a template change into a hand-edited ViewModel; where both
    /// change the same line, conflict markers as `git merge-file` writes them, and exit 1.
    @Test func updateMergesATemplateChangeIntoAHandEditedViewModel() throws {
        let folder = try TemporaryFolder("lock-update")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarDetails", "--field", "name:String").status == 0)
        #expect(try folder.scenegen("templates", "eject", "--to", "Ejected").status == 0)
        let template = try folder.read("Ejected/ViewModel.swift.stencil")
        try #require(template.hasPrefix("import Foundation\n"), "\(template)")
        try folder.write(try folder.read("scenegen.yml") + "templates: Templates\n", to: "scenegen.yml")
        try folder.write(template, to: "Templates/ViewModel.swift.stencil")
        #expect(try folder.scenegen("generate", "--check").status == 0)

        // Ours: a helper added at the end. Theirs: a new line after the imports.
        let original = try folder.read(Self.viewModel)
        try folder.write(original + "\nextension CarDetailsViewModel { func helper() {} }\n", to: Self.viewModel)
        try folder.write(
            // The imports are the flavor's macro (rx-mvvm's RxFlavor.stencil): the new line goes after them.
            template.replacingOccurrences(of: "{% call imports %}\n", with: "{% call imports %}\n// template v2\n"),
            to: "Templates/ViewModel.swift.stencil")
        let dry = try folder.scenegen("update", "--dry-run", "--diff")
        #expect(dry.status == 0, "\(dry.transcript)")
        #expect(dry.stdout.contains("merge      \(Self.viewModel)"), "\(dry.stdout)")
        #expect(dry.stdout.contains("+// template v2"), "\(dry.stdout)")
        let update = try folder.scenegen("update")
        #expect(update.status == 0, "\(update.transcript)")
        let merged = try folder.read(Self.viewModel)
        #expect(merged.contains("import SceneRx\n// template v2\n"), "\(merged)")
        #expect(merged.hasSuffix("extension CarDetailsViewModel { func helper() {} }\n"), "\(merged)")
        #expect(!merged.contains("<<<<<<<"))
        // The base is now the new rendering: a second update changes nothing.
        let again = try folder.scenegen("update")
        #expect(again.status == 0 && !again.stdout.contains("merge"), "\(again.transcript)")

        // Both change the first line: a conflict, written with markers, exit 1.
        try folder.write(
            merged.replacingOccurrences(of: "import Foundation\n", with: "import Foundation // mine\n"),
            to: Self.viewModel)
        let v2 = try folder.read("Templates/ViewModel.swift.stencil")
        try folder.write(
            v2.replacingOccurrences(of: "import Foundation\n", with: "import Foundation // v3\n"),
            to: "Templates/ViewModel.swift.stencil")
        let conflict = try folder.scenegen("update")
        #expect(conflict.status == 1, "\(conflict.transcript)")
        #expect(conflict.stdout.contains("merge conflict  \(Self.viewModel)"), "\(conflict.stdout)")
        #expect(
            conflict.stderr.contains(
                "error: `\(Self.viewModel)`: your edits and the new templates change the same lines"))
        let marked = try folder.read(Self.viewModel)
        #expect(
            marked.hasPrefix(
                "<<<<<<< ours\nimport Foundation // mine\n=======\nimport Foundation // v3\n>>>>>>> theirs\nimport SceneRx\n"
            ),
            "\(marked)")
        #expect(marked.hasSuffix("extension CarDetailsViewModel { func helper() {} }\n"), "\(marked)")
    }

    /// A deleted lock is rebuilt with a note (and `--check` says it is missing); a
    /// hand-broken one is refused at its line and column, and nothing is written.
    @Test func aDeletedLockIsRebuiltAndABrokenOneRefused() throws {
        let folder = try TemporaryFolder("lock-missing")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarDetails").status == 0)
        let lock = try folder.read("scenegen.lock")
        try FileManager.default.removeItem(at: folder.file("scenegen.lock"))

        let check = try folder.scenegen("generate", "--check")
        #expect(check.status == 1, "\(check.transcript)")
        #expect(check.stderr.contains("error: `scenegen.lock` is missing"), "\(check.stderr)")
        let generate = try folder.scenegen("generate")
        #expect(generate.status == 0, "\(generate.transcript)")
        #expect(generate.stderr.contains("note: no `scenegen.lock` yet"), "\(generate.stderr)")
        #expect(try folder.read("scenegen.lock") == lock, "the rebuilt lock differs from the one new wrote")

        // A hand edit that breaks the first entry (after the comment, the version and the flavor).
        var lines = lock.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("{") })
        lines[first] = lines[first].replacingOccurrences(of: "\"owner\":\"", with: "\"owner\":\"x")
        try folder.write(lines.joined(separator: "\n"), to: "scenegen.lock")
        let before = try FileTree.snapshot(of: folder.url)
        for arguments in [
            ["generate"], ["update"], ["destroy", "CarDetails"], ["new", "CarDetails", "--field", "a:Int"],
        ] {
            let refused = try folder.scenegen(arguments: arguments)
            #expect(refused.status == 1, "\(arguments): \(refused.transcript)")
            let column = (lines[first].range(of: "\"owner\"")?.lowerBound.utf16Offset(in: lines[first]) ?? 0) + 1
            #expect(
                refused.stderr.hasPrefix(
                    "scenegen.lock:\(first + 1):\(column): error: `owner` must be `generated` or `user`"),
                "\(arguments): \(refused.stderr)")
            #expect(refused.stderr.contains("note: scenegen does not trust a lock it cannot read"), "\(refused.stderr)")
            #expect(try FileTree.snapshot(of: folder.url) == before, "\(arguments) wrote with a broken lock")
        }
    }
}
