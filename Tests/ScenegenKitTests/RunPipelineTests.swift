import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec
import ScenegenTestSupport
import Testing

/// `RunPipeline` decides every file and the lock, rendering each spec once:
/// the render counts here would grow if a plan rendered everything and then a
/// selection, or a destroy rendered the spec after it twice.
@Suite("RunPipeline")
struct RunPipelineTests {
    static let spec = """
        module: Shop
        scenes:
          CarList:
            fields:
              cars: "[String]"
            actions: [refresh]
            routes: [CarDetails]
          CarDetails:
            inputs:
              carID: String
            fields:
              name: String
          Extra:
            fields:
              note: String

        """

    /// The project over `text`, as `scenegen.yml` in `folder`.
    func project(_ text: String, in folder: TemporaryFolder, force: Bool = false) throws -> ProjectGenerator {
        try folder.write(text, to: "scenegen.yml")
        let loaded = try SpecLoader.read(SourceFile(path: "scenegen.yml", text: text), directory: folder.path)
        var options = GenerationOptions()
        options.force = force
        return try ProjectGenerator(loaded: loaded, options: options)
    }

    func pipeline(_ project: ProjectGenerator) throws -> RunPipeline {
        try RunPipeline(project: project, lockSource: try project.readLockSource())
    }

    /// How many files a fresh project over `text` renders for `only`.
    func renders(_ text: String, in folder: TemporaryFolder, only: Set<String>? = nil) throws -> Int {
        let fresh = try project(text, in: folder)
        _ = try fresh.files(only: only)
        return fresh.renderedFileCount
    }

    @Test func generateWithASelectionRendersOnceAndKeepsTheSharedFiles() throws {
        let folder = try TemporaryFolder("pipeline-only")
        defer { folder.remove() }
        let full = try renders(Self.spec, in: folder)
        let project = try project(Self.spec, in: folder)
        let run = try pipeline(project).generatePlan(only: ["CarList"])
        #expect(project.renderedFileCount == full)
        let selected = try self.project(Self.spec, in: folder).files(only: ["CarList"])
        #expect(run.plan.entries.map(\.file.path) == selected.map(\.path))
        #expect(run.plan.entries.allSatisfy { $0.file.scene == nil || $0.file.scene == "CarList" })
        #expect(run.plan.entries.contains { $0.file.scene == nil })
    }

    @Test func aFullGenerateRendersOnceAndItsLockMakesTheNextRunIdentical() throws {
        let folder = try TemporaryFolder("pipeline-generate")
        defer { folder.remove() }
        let full = try renders(Self.spec, in: folder)
        let project = try project(Self.spec, in: folder)
        let pipeline = try pipeline(project)
        let run = try pipeline.generatePlan()
        #expect(project.renderedFileCount == full)
        #expect(run.writesLock && run.lockIsStale)
        #expect(run.drift.allSatisfy { $0.reason == .missing })
        #expect(Set(run.lock.entries.keys) == Set(run.plan.entries.map(\.file.path)))
        try pipeline.apply(run)

        let again = try self.pipeline(try self.project(Self.spec, in: folder)).generatePlan()
        #expect(again.plan.entries.allSatisfy { $0.action == .identical || $0.action == .skip })
        #expect(!again.writesLock && !again.lockIsStale && again.drift.isEmpty)

        let edited = try #require(run.plan.entries.first { $0.file.owner == .generated }?.file.path)
        try folder.write("// by hand\n", to: edited)
        try FileManager.default.removeItem(atPath: folder.file(run.plan.entries.last!.file.path).path)
        let drifted = try self.pipeline(try self.project(Self.spec, in: folder)).generatePlan()
        let reasons = Dictionary(drifted.drift.map { ($0.entry.file.path, $0.reason) }) { first, _ in first }
        #expect(reasons[edited] == .outOfDate)
        #expect(reasons[run.plan.entries.last!.file.path] == .missing)
    }

    @Test func updateRendersTheSelectionOnce() throws {
        let folder = try TemporaryFolder("pipeline-update")
        defer { folder.remove() }
        let selection = try renders(Self.spec, in: folder, only: ["Extra"])
        let project = try project(Self.spec, in: folder)
        let run = try pipeline(project).updatePlan(only: ["Extra"])
        #expect(project.renderedFileCount == selection)
        #expect(run.plan.entries.allSatisfy { $0.file.scene == nil || $0.file.scene == "Extra" })
    }

    @Test func newRendersTheSceneItFillsTheScenesRoutingToItAndTheNewOnesOnce() throws {
        let folder = try TemporaryFolder("pipeline-new")
        defer { folder.remove() }
        let scenes: Set<String> = ["CarDetails", "CarList", "Extra"]
        let expected = try renders(Self.spec, in: folder, only: scenes)
        let project = try project(Self.spec, in: folder)
        let run = try pipeline(project).newPlan(filling: "CarDetails", creating: ["Extra"])
        #expect(project.renderedFileCount == expected)
        let paths = run.plan.entries.map(\.file.path)
        #expect(paths.count == Set(paths).count, "a file planned twice: \(paths)")
        #expect(Set(run.plan.entries.compactMap(\.file.scene)) == scenes)
        // A new scene's user-owned file that is not on disk is created; one the user has is a conflict.
        #expect(run.plan.entries.filter { $0.file.scene == "Extra" }.allSatisfy { $0.action == .create })
    }

    @Test func destroyRendersEachSpecOnceAndTheLockForgetsTheScene() throws {
        let folder = try TemporaryFolder("pipeline-destroy")
        defer { folder.remove() }
        let first = try project(Self.spec, in: folder)
        let firstPipeline = try pipeline(first)
        try firstPipeline.apply(try firstPipeline.generatePlan())
        let without = Self.spec.replacingOccurrences(of: "  Extra:\n    fields:\n      note: String\n", with: "")
        #expect(without != Self.spec)
        let afterCount = try renders(without, in: folder)
        let beforeCount = try renders(Self.spec, in: folder, only: ["Extra"])
        let before = try project(Self.spec, in: folder)
        let after = try project(without, in: folder)
        let run = try pipeline(after).destroyPlan(of: "Extra", before: before, routing: [])
        #expect(after.renderedFileCount == afterCount)
        #expect(before.renderedFileCount == beforeCount)
        let removed = run.plan.entries.filter(\.removes)
        #expect(!removed.isEmpty && removed.allSatisfy { $0.action == .delete })
        #expect(removed.allSatisfy { run.lock.entries[$0.file.path] == nil })
        #expect(run.kept.isEmpty)
    }
}
