import Foundation
import ScenegenTestSupport
import Testing

/// Ctrl-C (and `kill`, and a closed terminal) while `generate` writes a large spec:
/// the tree is left as it was or fully written, never with a temporary file, and
/// stderr says which; the exit status is 128 + the signal, as a shell reports it.
@Suite("signals during a run") struct InterruptionTests {
    static let output = "Sources/App/Scenes"

    /// A spec of `count` scenes with fields, actions and a route each: thousands of files.
    static func spec(scenes count: Int) -> String {
        var text = "module: App\noutput: \(output)\ntests: Tests/AppTests\nscenes:\n"
        for index in 0..<count {
            text += "  Scene\(index):\n    fields:\n      title: String\n      count: Int\n"
            text += "    actions: [refresh, select: Int]\n    routes: [Scene\((index + 1) % count)]\n"
        }
        return text
    }

    /// Every path under `folder` (files and folders, hidden ones too), relative to it.
    static func entries(in folder: TemporaryFolder) -> Set<String> {
        var found = Set<String>()
        if let walker = FileManager.default.enumerator(atPath: folder.path) {
            for case let path as String in walker { found.insert(path) }
        }
        return found
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalWhileGenerateWritesLeavesNoTemporaryFileAndSaysWhatWasWritten(signal: Int32) throws {
        let folder = try TemporaryFolder("interrupt")
        defer { folder.remove() }
        try folder.write(Self.spec(scenes: 400), to: "scenegen.yml")
        let before = Self.entries(in: folder)
        guard let binary = Scenegen.binary else { throw TestFailure("no scenegen binary") }
        let process = try ProcessRunner.start(binary, ["generate"], in: folder.url)
        // Wait until the run is writing: its first temporary files appear beside the shared files.
        let shared = folder.file(Self.output + "/Shared").path
        let deadline = Date().addingTimeInterval(600)
        while process.isRunning, Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: shared)) ?? []
            if names.contains(where: { $0.hasSuffix(".tmp") }) { break }
            usleep(200)
        }
        process.send(signal)
        let result = process.wait(timeout: 600)
        let what = "generate interrupted by signal \(signal)"

        #expect(!result.killedBySignal && result.status == 128 + signal, "\(what): \(result.transcript)")
        let left = Self.entries(in: folder)
        let temporaries = left.filter { $0.hasSuffix(".tmp") }
        #expect(
            temporaries.isEmpty, "\(what) left \(temporaries.count) temporary files, such as \(temporaries.first ?? "")"
        )
        if result.stderr.contains("interrupted: nothing was written") {
            #expect(
                left == before,
                "\(what) said nothing was written, but left \(left.subtracting(before).sorted().prefix(5))")
            #expect(
                !result.stdout.contains("create "),
                "\(what) printed a plan it did not apply: \(result.stdout.prefix(300))")
        } else {
            #expect(
                result.stderr.contains("interrupted after writing: all "),
                "\(what) did not say what it wrote: \(result.stderr)")
            let check = try folder.scenegen("generate", "--check")
            #expect(check.status == 0, "\(what) said it wrote everything: \(check.transcript.prefix(500))")
        }
    }
}
