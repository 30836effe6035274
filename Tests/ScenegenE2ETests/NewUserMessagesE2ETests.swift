import Foundation
import ScenegenTestSupport
import Testing

/// What a new user reads: messages that are right (no escape sequences, only
/// options the command has, the notes `validate` gives), and the start lines
/// `init` and `new` print naming the API each flavor generates.
@Suite("messages a new user reads")
struct NewUserMessagesE2ETests {
    static let spec = "module: Garage\noutput: Scenes\ntests: Tests\nscenes:\n  Settings: {}\n"

    /// Two bad flags are two `error:` lines, never one holding a literal `\n`.
    @Test func twoBadFlagsAreTwoErrorLines() throws {
        let folder = try TemporaryFolder("two-errors")
        defer { folder.remove() }
        let result = try folder.scenegen("new", "Extra2", "--field", "news-count:Int", "--action", "mark_read")
        #expect(result.status == 64, "\(result.transcript)")
        #expect(!result.stderr.contains("\\n"), "a literal escape sequence: \(result.stderr)")
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.count == 2, "\(result.stderr)")
        #expect(folder.files().isEmpty)
    }

    /// A flag a message repeats is quoted as the user must type it again in zsh.
    @Test func aRepeatedFlagIsQuotedForTheShell() throws {
        let folder = try TemporaryFolder("quoted-flag")
        defer { folder.remove() }
        #expect(try folder.scenegen("new", "Garage", "--field", "cars:[String]").status == 0)
        let again = try folder.scenegen("new", "Garage", "--field", "cars:[String]")
        #expect(again.status == 1, "\(again.transcript)")
        #expect(again.stderr.contains("`--field 'cars:[String]'`: scene `Garage` already has"), "\(again.transcript)")
    }

    /// The note `validate` gives for a misspelt type, `new` and `generate` give too.
    @Test func aMisspeltTypeIsNotedByNewAndGenerateAsByValidate() throws {
        let folder = try TemporaryFolder("type-note")
        defer { folder.remove() }
        try folder.write(Self.spec, to: "scenegen.yml")
        let note = "`Strng` is neither a standard library or Foundation type nor a model of the spec"
        let new = try folder.scenegen("new", "Foo", "--field", "name:Strng")
        #expect(new.status == 0, "\(new.transcript)")
        #expect(new.stderr.contains(note) && new.stderr.contains("did you mean `String`?"), "\(new.transcript)")
        for command in ["generate", "validate"] {
            let result = try folder.scenegen(command)
            #expect(result.status == 0, "\(result.transcript)")
            #expect(result.stderr.contains("did you mean `String`?"), "\(command): \(result.transcript)")
        }
    }

    /// `--route Setting` beside `Settings` is a typo: an error with the suggestion,
    /// and nothing written; a route to a new name makes an empty scene, with a note.
    @Test func aRouteOneEditFromASceneIsATypo() throws {
        let folder = try TemporaryFolder("route-typo")
        defer { folder.remove() }
        try folder.write(Self.spec, to: "scenegen.yml")
        let typo = try folder.scenegen("new", "Profile", "--route", "Setting")
        #expect(typo.status != 0, "\(typo.transcript)")
        #expect(typo.stderr.contains("did you mean `Settings`?"), "\(typo.transcript)")
        #expect(try folder.read("scenegen.yml") == Self.spec)
        #expect(folder.files() == ["scenegen.yml"])

        let created = try folder.scenegen("new", "Profile", "--route", "Avatar")
        #expect(created.status == 0, "\(created.transcript)")
        #expect(
            created.stderr.contains(
                "note: `Profile` routes to `Avatar`, which did not exist: added it as an empty scene"),
            "\(created.transcript)")

        // The same typo written in the spec: validate and generate suggest the scene.
        try folder.write(Self.spec + "  Account:\n    routes: [Setting]\n", to: "scenegen.yml")
        for command in ["validate", "generate"] {
            let result = try folder.scenegen(command)
            #expect(result.status == 1, "\(result.transcript)")
            #expect(result.stderr.contains("did you mean `Settings`?"), "\(command): \(result.transcript)")
        }
    }

    /// In a read-only folder, nothing is printed as done and no suggestion
    /// names an option the command does not have.
    @Test func aReadOnlyFolderSuggestsOnlyOptionsTheCommandHas() throws {
        let folder = try TemporaryFolder("read-only")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.file("Scenes").path)
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            folder.remove()
        }
        try folder.write(Self.spec, to: "scenegen.yml")
        #expect(try folder.scenegen("generate").status == 0)
        // Something for `generate` to write: a scene added to the spec.
        try folder.write(Self.spec + "  Account: {}\n", to: "scenegen.yml")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: folder.file("scenegen.yml").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.file("Scenes").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)

        let new = try folder.scenegen("new", "Profile")
        #expect(new.status == 1, "\(new.transcript)")
        #expect(!new.stderr.contains("--only"), "`new` has no `--only`: \(new.stderr)")
        #expect(
            new.stderr.split(separator: "\n").count < 4, "one error for the folder, not one per file: \(new.stderr)")
        #expect(new.stdout.split(separator: "\n").allSatisfy { !$0.hasPrefix("create ") }, "\(new.transcript)")

        let generate = try folder.scenegen("generate")
        #expect(generate.status == 1, "\(generate.transcript)")
        // One error for the folder, not one per file.
        #expect(generate.stderr.split(separator: "\n").count < 4, "\(generate.stderr)")
        #expect(
            generate.stdout.split(separator: "\n").allSatisfy { !$0.hasPrefix("create ") && !$0.hasPrefix("update ") },
            "printed as done before failing: \(generate.transcript)")
    }

    /// The first `new` in a package, with no spec yet, prints what Package.swift
    /// needs, as `init` does.
    @Test func theFirstNewInAPackagePrintsThePackageLines() throws {
        let folder = try TemporaryFolder("new-package")
        defer { folder.remove() }
        try folder.write(
            "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Garage\",\n"
                + "    targets: [.executableTarget(name: \"Garage\")]\n)\n", to: "Package.swift")
        try folder.write("print(\"hello\")\n", to: "Sources/Garage/main.swift")
        let initRun = try TemporaryFolder("new-package-init")
        defer { initRun.remove() }
        try initRun.write(try folder.read("Package.swift"), to: "Package.swift")
        let printed = try initRun.scenegen("init")
        let new = try folder.scenegen("new", "Home")
        #expect(new.status == 0, "\(new.transcript)")
        for line in ["to the package's `dependencies:`", "to the `dependencies:` of target \"Garage\""] {
            #expect(printed.stdout.contains(line), "init: \(printed.transcript)")
            #expect(new.stdout.contains(line), "new: \(new.transcript)")
        }
        #expect(new.stdout.contains("TerminalApp.run(root: HomeBuilder.viewController("), "\(new.transcript)")
    }

    /// The swiftui start lines call what the flavor generates:
    /// `AppRouterView(dependencies:root:)` and `live(dependencies:)`.
    /// (Scripts/check-flavors type-checks the start lines of uikit and swiftui.)
    @Test func theSwiftUIStartLinesNameTheGeneratedAPI() throws {
        let folder = try TemporaryFolder("swiftui-start")
        defer { folder.remove() }
        let initRun = try folder.scenegen("init", "--flavor", "swiftui", "--module", "Garage")
        #expect(initRun.status == 0, "\(initRun.transcript)")
        let new = try folder.scenegen("new", "Home")
        #expect(new.status == 0, "\(new.transcript)")
        let expected =
            "AppRouterView(dependencies: dependencies) { HomeView(viewModel: .live(dependencies: dependencies)) }"
        #expect(new.stdout.contains(expected), "\(new.transcript)")
        #expect(
            StartLines.code(in: initRun.stdout).joined(separator: "\n").contains(
                "AppRouterView(dependencies: dependencies) { <FirstScene>View(viewModel: .live(dependencies: dependencies)) }"
            ),
            "\(initRun.transcript)")
        #expect(!initRun.stdout.contains("AppRouterView {"), "\(initRun.transcript)")
    }

    /// A user-owned file that `generate` skips although what scenegen makes
    /// for it changed (a new action) says that `scenegen update` brings the
    /// change in; a skip with nothing to bring in says nothing more.
    @Test func aSkipLineNamesUpdateWhenTheSkeletonChanged() throws {
        let folder = try TemporaryFolder("skip-update")
        defer { folder.remove() }
        try folder.write(Self.spec, to: "scenegen.yml")
        #expect(try folder.scenegen("generate", "--quiet").status == 0)
        let viewModel = "Scenes/Settings/SettingsViewModel.swift"
        try folder.write(try folder.read(viewModel) + "// mine\n", to: viewModel)
        let unchanged = try folder.scenegen("generate")
        #expect(unchanged.stdout.contains("skip       \(viewModel)\n"), "\(unchanged.transcript)")
        try folder.write(
            Self.spec.replacingOccurrences(of: "Settings: {}", with: "Settings: {actions: [reset]}"),
            to: "scenegen.yml")
        let changed = try folder.scenegen("generate")
        #expect(changed.status == 0, "\(changed.transcript)")
        #expect(
            changed.stdout.contains(
                "skip       \(viewModel)  (scenegen's version changed; `scenegen update` merges it in)\n"),
            "\(changed.transcript)")
        #expect(changed.stderr.contains("`scenegen update` merges the template's version in"), "\(changed.stderr)")
        let update = try folder.scenegen("update")
        #expect(update.status == 0, "\(update.transcript)")
        #expect(update.stdout.contains("merge      \(viewModel)\n"), "\(update.transcript)")
        let after = try folder.scenegen("generate")
        #expect(after.stdout.contains("skip       \(viewModel)\n"), "\(after.transcript)")
        #expect(try folder.read(viewModel).contains("// mine"))
    }
}
