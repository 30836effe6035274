import Foundation
import ScenegenTestSupport
import Testing

/// `scenegen adopt`: files a team edited after their lock was written (or wrote
/// before scenegen) become the base of the next `update`, which then merges
/// nothing of its own into them and later changes as usual.
@Suite("adopting files as they are")
struct AdoptE2ETests {
    static let spec =
        "module: Garage\noutput: Scenes\ntests: Tests\nscenes:\n  Garage:\n    fields:\n      name: String\n"
    static let viewModel = "Scenes/Garage/GarageViewModel.swift"

    @Test func anAdoptedFileIsMergedIntoOnlyByLaterChanges() throws {
        let folder = try TemporaryFolder("adopt")
        defer { folder.remove() }
        try folder.write(Self.spec, to: "scenegen.yml")
        #expect(try folder.scenegen("generate", "--quiet").status == 0)
        // The team rewrites the lines that make the output, and the spec gains a field:
        // those are the lines the new rendering changes too, so `update` conflicts.
        let generated = try folder.read(Self.viewModel)
        let mine = generated.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("name") ? "        // mine: the name comes from the garage's sign" : String(line)
        }.joined(separator: "\n")
        try folder.write(mine, to: Self.viewModel)
        try folder.write(Self.spec + "      count: Int\n", to: "scenegen.yml")
        let before = try folder.scenegen("update", "--dry-run")
        #expect(before.status == 1, "\(before.transcript)")
        #expect(before.stdout.contains("merge conflict  \(Self.viewModel)"), "\(before.transcript)")

        let lockBefore = try folder.read("scenegen.lock")
        let adopt = try folder.scenegen("adopt")
        #expect(adopt.status == 0, "\(adopt.transcript)")
        #expect(adopt.stdout.contains("adopt      \(Self.viewModel)\n"), "\(adopt.transcript)")
        #expect(try folder.read(Self.viewModel) == mine, "adopt touched the file")
        #expect(try folder.read("scenegen.lock") != lockBefore)

        let update = try folder.scenegen("update")
        #expect(update.status == 0, "\(update.transcript)")
        #expect(!update.stdout.contains("conflict"), "\(update.transcript)")
        #expect(try folder.read(Self.viewModel) == mine)

        // A later template change merges into the adopted file, the team's lines kept.
        let eject = try folder.scenegen("templates", "eject", "--to", "Ejected")
        #expect(eject.status == 0, "\(eject.transcript)")
        let stencil = try folder.read("Ejected/ViewModel.swift.stencil")
        try folder.write(
            stencil.replacingOccurrences(
                of: "scenegen created this file once; it is yours.", with: "scenegen created this file; it is ours."),
            to: "Overrides/ViewModel.swift.stencil")
        try folder.write(
            Self.spec.replacingOccurrences(of: "output: Scenes", with: "output: Scenes\ntemplates: Overrides")
                + "      count: Int\n", to: "scenegen.yml")
        let later = try folder.scenegen("update")
        #expect(later.status == 0, "\(later.transcript)")
        #expect(later.stdout.contains("merge      \(Self.viewModel)"), "\(later.transcript)")
        let merged = try folder.read(Self.viewModel)
        #expect(merged.contains("scenegen created this file; it is ours."), "\(merged)")
        #expect(merged.contains("// mine: the name comes from the garage's sign"), "\(merged)")
    }

    /// The Examples' locks were re-based with `adopt` after their ViewModels were
    /// written by hand: `update` on each has nothing to merge and no conflict.
    @Test(arguments: [
        "Examples/carshop.scenegen.yml", "Examples/forms.scenegen.yml", "Examples/tasks.scenegen.yml",
        "Examples/iOS/CarShopUIKit/scenegen.yml", "Examples/iOS/CarShopSwiftUI/scenegen.yml",
    ])
    func updateOnTheExamplesFindsNoConflict(spec: String) throws {
        let result = try Scenegen.run(["update", "--dry-run", "--spec", spec], in: Scenegen.repositoryRoot)
        #expect(result.status == 0, "\(result.transcript)")
        #expect(!result.stdout.contains("conflict") && !result.stderr.contains("conflict"), "\(result.transcript)")
        #expect(!result.stdout.contains("merge "), "update would change a file: \(result.stdout)")
    }

    @Test func aFileStillInConflictIsNotAdopted() throws {
        let folder = try TemporaryFolder("adopt-conflict")
        defer { folder.remove() }
        try folder.write(Self.spec, to: "scenegen.yml")
        #expect(try folder.scenegen("generate", "--quiet").status == 0)
        let generated = try folder.read(Self.viewModel)
        try folder.write(generated.replacingOccurrences(of: "name", with: "label"), to: Self.viewModel)
        try folder.write(Self.spec + "      count: Int\n", to: "scenegen.yml")
        let conflicted = try folder.scenegen("update")
        #expect(conflicted.status == 1, "\(conflicted.transcript)")
        let adopt = try folder.scenegen("adopt")
        #expect(adopt.status == 1, "\(adopt.transcript)")
        #expect(adopt.stderr.contains("`\(Self.viewModel)` was not adopted: it still holds conflict markers"))
        #expect(!adopt.stdout.contains("adopt      \(Self.viewModel)"), "\(adopt.transcript)")
    }
}
