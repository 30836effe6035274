import Foundation
import ScenegenTestSupport
import Testing

/// The state the lock keeps between runs: a file left in conflict, the flavor a
/// project was generated with, per-flavor template overrides, and the options
/// every command that reads a spec shares. The real binary in temporary folders.
@Suite("the state the lock keeps")
struct LockStateE2ETests {
    static let viewModel = LockWorkflowE2ETests.viewModel

    /// A project whose ViewModel the user edited on its first line, with an
    /// ejected ViewModel template (`Templates/`) changed on the same line: the next
    /// `update` conflicts.
    static func conflictingProject(_ name: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(name)
        #expect(try folder.scenegen("new", "CarDetails", "--field", "name:String").status == 0)
        #expect(try folder.scenegen("templates", "eject", "--to", "Ejected").status == 0)
        let template = try folder.read("Ejected/ViewModel.swift.stencil")
        try folder.write(try folder.read("scenegen.yml") + "templates: Templates\n", to: "scenegen.yml")
        try folder.write(template, to: "Templates/ViewModel.swift.stencil")
        let original = try folder.read(viewModel)
        try folder.write(
            original.replacingOccurrences(of: "import Foundation\n", with: "import Foundation // mine\n"),
            to: viewModel)
        try folder.write(
            template.replacingOccurrences(of: "import Foundation\n", with: "import Foundation // v2\n"),
            to: "Templates/ViewModel.swift.stencil")
        return folder
    }

    /// After `update` wrote conflict markers, the file stays in conflict until
    /// they are gone: a second `update`, `generate --check` and `validate` fail at
    /// the first marker line, and nothing is written.
    @Test func aFileLeftWithConflictMarkersStaysInConflictUntilTheyAreGone() throws {
        let folder = try Self.conflictingProject("state-conflict")
        defer { folder.remove() }
        let conflict = try folder.scenegen("update")
        #expect(conflict.status == 1, "\(conflict.transcript)")
        let marked = try folder.read(Self.viewModel)
        try #require(marked.hasPrefix("<<<<<<< ours\n"), "\(marked)")
        let before = try FileTree.snapshot(of: folder.url)

        for arguments in [["update"], ["generate", "--check"], ["validate"]] {
            let again = try folder.scenegen(arguments: arguments)
            #expect(again.status == 1, "\(arguments): \(again.transcript)")
            #expect(
                again.stderr.contains("\(Self.viewModel):1:1: error: unresolved conflict"),
                "\(arguments): \(again.stderr)")
            #expect(try FileTree.snapshot(of: folder.url) == before, "\(arguments) wrote something")
        }
        // `generate` leaves the file (it is the user's) but keeps it in conflict.
        _ = try folder.scenegen("generate")
        #expect(try folder.scenegen("generate", "--check").status == 1)

        // Resolved by hand: no markers, and every command is content again.
        try folder.write(
            marked.replacingOccurrences(
                of: "<<<<<<< ours\nimport Foundation // mine\n=======\nimport Foundation // v2\n>>>>>>> theirs\n",
                with: "import Foundation // mine and v2\n"), to: Self.viewModel)
        let update = try folder.scenegen("update")
        #expect(update.status == 0, "\(update.transcript)")
        #expect(try folder.read(Self.viewModel).hasPrefix("import Foundation // mine and v2\n"))
        #expect(try !folder.read("scenegen.lock").contains("\"state\":\"conflict\""))
        #expect(try folder.scenegen("generate", "--check").status == 0)
        #expect(try folder.scenegen("validate").status == 0)
    }

    /// `update --dry-run` exits as the real run would: 1 when a merge would conflict.
    @Test func updateDryRunExitsOneWhenAMergeWouldConflict() throws {
        let folder = try Self.conflictingProject("state-dry-conflict")
        defer { folder.remove() }
        let before = try FileTree.snapshot(of: folder.url)
        let dry = try folder.scenegen("update", "--dry-run")
        #expect(dry.status == 1, "\(dry.transcript)")
        #expect(dry.stdout.contains("merge conflict  \(Self.viewModel)"), "\(dry.stdout)")
        #expect(dry.stderr.contains("error: `\(Self.viewModel)`"), "\(dry.stderr)")
        #expect(try FileTree.snapshot(of: folder.url) == before, "--dry-run wrote something")
    }

    /// `generate --check` writes nothing, so it says what would be updated.
    @Test func generateCheckSaysWhatWouldBeUpdated() throws {
        let folder = try TemporaryFolder("state-check-words")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarDetails").status == 0)
        let builder = "CarDetails/CarDetailsBuilder.swift"
        try folder.write(try folder.read(builder) + "// stale\n", to: builder)
        let check = try folder.scenegen("generate", "--check")
        #expect(check.status == 1, "\(check.transcript)")
        #expect(check.stdout.contains("1 would be updated"), "\(check.stdout)")
        #expect(!check.stdout.contains("1 updated"), "\(check.stdout)")
    }

    /// `generate --flavor uikit` is remembered: a plain `generate` next (the spec
    /// says `terminal`) is refused at the lock's flavor line instead of
    /// rewriting the uikit files; `--force`, or a change of the spec's
    /// `flavor:`, switches.
    @Test func theLockRemembersTheFlavorAndRefusesAnotherOne() throws {
        let folder = try TemporaryFolder("state-flavor")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList").status == 0)
        #expect(try folder.read("scenegen.lock").contains("\nflavor terminal\n"))
        // Another flavor from the command line is a switch: it takes `--force`.
        let unforced = try folder.scenegen("generate", "--flavor", "uikit")
        #expect(unforced.status == 1, "\(unforced.transcript)")
        #expect(
            unforced.stderr.contains("scenegen.lock:3:8: error: the project was generated with flavor `terminal`"),
            "\(unforced.stderr)")
        let uikit = try folder.scenegen("generate", "--flavor", "uikit", "--force")
        #expect(uikit.status == 0, "\(uikit.transcript)")
        #expect(try folder.read("scenegen.lock").contains("\nflavor uikit\n"))
        let before = try FileTree.snapshot(of: folder.url)

        for arguments in [["generate"], ["generate", "--check"], ["update"], ["new", "Settings"]] {
            let refused = try folder.scenegen(arguments: arguments)
            #expect(refused.status == 1, "\(arguments): \(refused.transcript)")
            #expect(
                refused.stderr.contains("scenegen.lock:3:8: error: the project was generated with flavor `uikit`"),
                "\(arguments): \(refused.stderr)")
            #expect(refused.stderr.contains("--flavor uikit"), "\(refused.stderr)")
            #expect(try FileTree.snapshot(of: folder.url) == before, "\(arguments) wrote something")
        }
        #expect(try folder.scenegen("generate", "--flavor", "uikit", "--check").status == 0)

        // The spec's own flavor changed: an intended switch.
        let spec = try folder.read("scenegen.yml")
        try folder.write(spec.replacingOccurrences(of: "flavor: terminal", with: "flavor: swiftui"), to: "scenegen.yml")
        try #require(try folder.read("scenegen.yml").contains("flavor: swiftui"))
        let switched = try folder.scenegen("generate")
        #expect(switched.status == 0, "\(switched.transcript)")
        #expect(try folder.read("scenegen.lock").contains("\nflavor swiftui\n"))
        // And `--force` switches back from the command line.
        let forced = try folder.scenegen("generate", "--flavor", "terminal", "--force")
        #expect(forced.status == 0, "\(forced.transcript)")
        #expect(try folder.read("scenegen.lock").contains("\nflavor terminal\n"))
    }

    /// `templates:` may give a folder per flavor: `templates which --flavor uikit`
    /// does not resolve to the terminal override, and generation uses it only
    /// for its flavor.
    @Test func templateOverridesCanBePerFlavor() throws {
        let folder = try TemporaryFolder("state-per-flavor")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList").status == 0)
        try folder.write(
            try folder.read("scenegen.yml") + "templates:\n  terminal: TerminalTemplates\n", to: "scenegen.yml")
        try folder.write("// terminal override\n", to: "TerminalTemplates/ViewControllerBase.swift.stencil")

        let terminal = try folder.scenegen("templates", "which", "ViewControllerBase.swift.stencil")
        #expect(terminal.status == 0, "\(terminal.transcript)")
        #expect(terminal.stdout.contains("TerminalTemplates/ViewControllerBase.swift.stencil"), "\(terminal.stdout)")
        let uikit = try folder.scenegen("templates", "which", "ViewControllerBase.swift.stencil", "--flavor", "uikit")
        #expect(uikit.status == 0, "\(uikit.transcript)")
        #expect(uikit.stdout.contains("built-in flavor `uikit`"), "\(uikit.stdout)")
        #expect(!uikit.stdout.contains("TerminalTemplates"), "\(uikit.stdout)")

        let generate = try folder.scenegen("generate")
        #expect(generate.status == 0, "\(generate.transcript)")
        #expect(try folder.read("CarList/CarListViewControllerBase.swift").contains("// terminal override"))
        let dump = try folder.scenegen("dump")
        #expect(dump.stdout.contains("\"terminal\": \"TerminalTemplates\""), "\(dump.stdout)")

        // A key that names no flavor is an error at the key.
        try folder.write(
            try folder.read("scenegen.yml").replacingOccurrences(
                of: "  terminal: Terminal", with: "  termnal: Terminal"),
            to: "scenegen.yml")
        let typo = try folder.scenegen("validate")
        #expect(typo.status == 1, "\(typo.transcript)")
        #expect(typo.stderr.contains("error: `termnal` is not a flavor"), "\(typo.stderr)")
        #expect(typo.stderr.contains("did you mean `terminal`?"), "\(typo.stderr)")
    }

    /// Every command that reads a spec takes `--flavor`, `--templates` and `--strict`.
    @Test func everyCommandThatReadsASpecTakesFlavorTemplatesAndStrict() throws {
        let folder = try TemporaryFolder("state-options")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList").status == 0)
        #expect(try folder.scenegen("new", "Settings").status == 0)
        try folder.write("// mine\n", to: "Overrides/Mock.swift.stencil")
        let shared = ["--flavor", "terminal", "--templates", "Overrides", "--strict"]
        for command in [
            ["validate"], ["dump"], ["update", "--dry-run"], ["destroy", "Settings", "--dry-run"],
            ["templates", "which"], ["generate", "--dry-run"], ["new", "Other", "--dry-run"],
        ] {
            let result = try folder.scenegen(arguments: command + shared)
            #expect(result.status == 0, "\(command): \(result.transcript)")
        }
        // `validate --flavor` validates under that flavor's rules, `--templates` with those overrides.
        let uikit = try folder.scenegen("validate", "--flavor", "uikit")
        #expect(uikit.status == 0, "\(uikit.transcript)")
        try folder.write("{{ nothing }}\n", to: "Strict/ViewControllerBase.swift.stencil")
        let strict = try folder.scenegen("validate", "--templates", "Strict", "--strict")
        #expect(strict.status == 1, "\(strict.transcript)")
        #expect(strict.stderr.contains("error: undefined variable `nothing`"), "\(strict.stderr)")
    }

    /// `destroy` removes the routes to a scene with `--remove-routes`; `--force`
    /// only deletes edited files, and a dry run names them `delete (edited)`.
    @Test func destroySeparatesRemovingRoutesFromDeletingEditedFiles() throws {
        let folder = try TemporaryFolder("state-destroy")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "CarList", "--route", "CarDetails").status == 0)
        #expect(try folder.scenegen("new", "CarDetails", "--input", "carID:String").status == 0)
        let edited = try folder.read(Self.viewModel) + "// mine\n"
        try folder.write(edited, to: Self.viewModel)
        let before = try FileTree.snapshot(of: folder.url)

        // `--force` no longer removes routes.
        let forced = try folder.scenegen("destroy", "CarDetails", "--force")
        #expect(forced.status == 1, "\(forced.transcript)")
        #expect(forced.stderr.contains("--remove-routes"), "\(forced.stderr)")
        #expect(try FileTree.snapshot(of: folder.url) == before)

        let dry = try folder.scenegen("destroy", "CarDetails", "--remove-routes", "--force", "--dry-run")
        #expect(dry.status == 0, "\(dry.transcript)")
        #expect(dry.stdout.contains("delete (edited)  \(Self.viewModel)"), "\(dry.stdout)")
        #expect(dry.stdout.contains("delete     CarDetails/CarDetailsBuilder.swift"), "\(dry.stdout)")
        #expect(try FileTree.snapshot(of: folder.url) == before, "--dry-run wrote something")

        // Routes removed, the edited file kept.
        let routes = try folder.scenegen("destroy", "CarDetails", "--remove-routes")
        #expect(routes.status == 0, "\(routes.transcript)")
        #expect(try folder.read(Self.viewModel) == edited)
        #expect(!folder.exists("CarDetails/CarDetailsBuilder.swift"))
        let spec = try folder.read("scenegen.yml")
        #expect(!spec.contains("\n  CarDetails:") && !spec.contains("[CarDetails]"), "\(spec)")
        #expect(try folder.scenegen("generate", "--check").status == 0)
    }
}
