import Foundation
import ScenegenTestSupport
import Testing

/// The regenerate loop a user lives in: change the spec, keep hand-written
/// code, let CI catch drift. Acceptance 1(c).
@Suite("generate after a spec change")
struct GenerateWorkflowE2ETests {
    static let scenes = "Sources/Shop/Scenes/CarDetails"
    static let tests = "Tests/ShopTests/CarDetails"
    static let viewModel = "\(scenes)/CarDetailsViewModel.swift"

    /// A folder with a spec holding one generated scene.
    static func project(_ label: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(label)
        let initialized = try folder.scenegen("init", "--module", "Shop")
        #expect(initialized.status == 0, "\(initialized.transcript)")
        let created = try folder.scenegen(
            "new", "CarDetails", "--input", "carID:String", "--field", "price:Double", "--action", "toggleFavorite")
        #expect(created.status == 0, "\(created.transcript)")
        return folder
    }

    /// Adds the field `name: String` and the action `share` to CarDetails by editing the spec's text.
    static func addFieldAndAction(in folder: TemporaryFolder) throws {
        var spec = try folder.read("scenegen.yml")
        let field = "      price: Double\n"
        let actions = "\n    actions: [toggleFavorite]\n"
        guard spec.contains(actions), spec.contains(field) else {
            throw E2EError("the spec does not look as `new` wrote it:\n\(spec)")
        }
        spec = spec.replacingOccurrences(of: field, with: field + "      name: String\n")
        spec = spec.replacingOccurrences(of: actions, with: "\n    actions: [toggleFavorite, share]\n")
        try folder.write(spec, to: "scenegen.yml")
    }

    @Test func aSpecChangeRegeneratesGeneratedFilesAndKeepsHandWrittenOnes() throws {
        let folder = try Self.project("workflow")
        defer { folder.remove() }

        // Hand-written logic in the user-owned ViewModel.
        let original = try folder.read(Self.viewModel)
        let edited = original.replacingOccurrences(of: "price: .just(0)", with: "price: .just(42.5) /* mine */")
        #expect(edited != original, "the generated ViewModel has no `price: .just(0)`:\n\(original)")
        try folder.write(edited, to: Self.viewModel)
        let editedBytes = try folder.data(Self.viewModel)
        let before = try FileTree.snapshot(of: folder.url)

        try Self.addFieldAndAction(in: folder)

        let drift = try folder.scenegen("generate", "--check")
        #expect(drift.status == 1, "\(drift.transcript)")
        #expect(drift.stderr.contains("error:"), "\(drift.stderr)")
        // --check writes nothing.
        #expect(
            try FileTree.snapshot(of: folder.url, skipping: ["scenegen.yml"])
                == before.filter { $0.key != "scenegen.yml" })

        // --diff shows what would change, as a unified diff.
        let diff = try folder.scenegen("generate", "--check", "--diff")
        #expect(diff.status == 1, "\(diff.transcript)")
        #expect(diff.stdout.contains("+++ b/\(Self.scenes)/CarDetailsViewModel+IO.swift"), "\(diff.stdout)")
        #expect(diff.stdout.contains("\n+        let name: Driver<String>\n"), "\(diff.stdout)")

        let generated = try folder.scenegen("generate")
        #expect(generated.status == 0, "\(generated.transcript)")
        let plan = generated.stdout
        #expect(plan.contains("update     \(Self.scenes)/CarDetailsViewModel+IO.swift"), "\(plan)")
        #expect(plan.contains("update     \(Self.scenes)/CarDetailsViewControllerBase.swift"), "\(plan)")
        #expect(plan.contains("skip       \(Self.viewModel)"), "\(plan)")

        // The hand edit survives byte for byte.
        #expect(try folder.data(Self.viewModel) == editedBytes)
        // The new action is not silently unhandled: generate names it at the user's transform line.
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let transform = try #require(lines.firstIndex { $0.contains("func transform(input: Input) -> Output {") })
        #expect(
            generated.stderr.hasPrefix(
                "\(Self.viewModel):\(transform + 1):5: note: `input.share` does not appear in this file, but the spec calls for it now"
            ), "\(generated.stderr)")
        #expect(
            generated.stderr.contains("\n    func transform(input: Input) -> Output {\n    ^"), "\(generated.stderr)")
        #expect(!generated.stderr.contains("input.toggleFavorite"), "the handled action is not noted")

        // The generated-owned half now has the new field and action.
        let io = try folder.read("\(Self.scenes)/CarDetailsViewModel+IO.swift")
        #expect(io.contains("let name: Driver<String>"))
        #expect(io.contains("let share: Observable<Void>"))
        #expect(io != String(decoding: before["\(Self.scenes)/CarDetailsViewModel+IO.swift"] ?? Data(), as: UTF8.self))
        let base = try folder.read("\(Self.scenes)/CarDetailsViewControllerBase.swift")
        #expect(base.contains("shareRelay"))

        // Every file that changed is generated-owned (has the header), except the spec.
        let after = try FileTree.snapshot(of: folder.url)
        for (path, data) in after where before[path] != data && path != "scenegen.yml" && path != "scenegen.lock" {
            #expect(
                String(decoding: data, as: UTF8.self).hasPrefix("// Generated by scenegen"),
                "a user-owned file changed: \(path)")
        }

        let clean = try folder.scenegen("generate", "--check")
        #expect(clean.status == 0, "\(clean.transcript)")
    }

    @Test func checkInCIFailsOnAHandEditedGeneratedFile() throws {
        let folder = try Self.project("check-edit")
        defer { folder.remove() }
        let clean = try folder.scenegen("generate", "--check")
        #expect(clean.status == 0, "\(clean.transcript)")

        let routes = "\(Self.scenes)/CarDetailsRouter+Routes.swift"
        let text = try folder.read(routes)
        try folder.write(text + "// a hand edit where it does not belong\n", to: routes)
        let drift = try folder.scenegen("generate", "--check")
        #expect(drift.status == 1, "\(drift.transcript)")
        #expect(drift.stdout.contains("update     \(routes)"), "\(drift.stdout)")
        // Nothing was written: the edit is still there.
        #expect(try folder.read(routes).hasSuffix("// a hand edit where it does not belong\n"))

        // A deleted generated file is drift too.
        try FileManager.default.removeItem(at: folder.file("\(Self.scenes)/CarDetailsBuilder.swift"))
        let missing = try folder.scenegen("generate", "--check")
        #expect(missing.status == 1, "\(missing.transcript)")
        #expect(!folder.exists("\(Self.scenes)/CarDetailsBuilder.swift"))
    }

    @Test func generateSkipsAChangedUserOwnedFileAndForceTakesItBack() throws {
        let folder = try Self.project("force")
        defer { folder.remove() }
        try folder.write("// mine\n", to: Self.viewModel)
        // generate leaves it alone.
        let generated = try folder.scenegen("generate")
        #expect(generated.status == 0, "\(generated.transcript)")
        #expect(try folder.read(Self.viewModel) == "// mine\n")
        // --force takes it back.
        let forced = try folder.scenegen("generate", "--force")
        #expect(forced.status == 0, "\(forced.transcript)")
        #expect(forced.stdout.contains("overwrite  \(Self.viewModel)"), "\(forced.stdout)")
        #expect(try folder.read(Self.viewModel) != "// mine\n")
    }

    @Test func onlyGeneratesTheNamedScene() throws {
        let folder = try Self.project("only")
        defer { folder.remove() }
        let added = try folder.scenegen("new", "Settings")
        #expect(added.status == 0, "\(added.transcript)")
        try Self.addFieldAndAction(in: folder)
        let only = try folder.scenegen("generate", "--only", "Settings")
        #expect(only.status == 0, "\(only.transcript)")
        #expect(!only.stdout.contains("CarDetails"), "\(only.stdout)")
        #expect(!(try folder.read("\(Self.scenes)/CarDetailsViewModel+IO.swift").contains("share")))
    }
}
