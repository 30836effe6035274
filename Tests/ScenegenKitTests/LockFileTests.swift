import ScenegenCore
import ScenegenKit
import Testing

@Suite("scenegen.lock")
struct LockFileTests {
    let generated = LockEntry(
        path: "Sources/App/Scenes/A/ABuilder.swift", owner: .generated, sha256: String(repeating: "a", count: 64),
        inputs: String(repeating: "b", count: 64))
    let user = LockEntry(
        path: "Sources/App/Scenes/A/AViewModel.swift", owner: .user, sha256: String(repeating: "c", count: 64),
        inputs: String(repeating: "d", count: 64), base: "import SceneRx\n\t\"quoted\" \\ é \u{1}\n")

    @Test func writesSortedOneEntryALineAndReadsItBack() throws {
        let lock = LockFile(entries: [user, generated])
        let text = lock.text(specName: "scenegen.yml")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1] == "version 1")
        #expect(lines[2].hasPrefix(#"{"path":"Sources/App/Scenes/A/ABuilder.swift","owner":"generated""#))
        #expect(lines[3].hasSuffix(#""base":"import SceneRx\n\t\"quoted\" \\ é \u0001\n"}"#), "\(lines[3])")
        let read = try LockFile.parse(SourceFile(path: "scenegen.lock", text: text))
        #expect(read == lock)
        #expect(read.text(specName: "scenegen.yml") == text)
    }

    /// The flavor header lines and an entry's conflict state are written and read back.
    @Test func writesTheFlavorAndAConflictStateAndReadsThemBack() throws {
        var conflicted = user
        conflicted.inConflict = true
        let lock = LockFile(entries: [conflicted, generated], flavor: "uikit", specFlavor: "terminal")
        let text = lock.text(specName: "scenegen.yml")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(Array(lines[1...3]) == ["version 1", "flavor uikit", "spec-flavor terminal"])
        #expect(lines[5].contains(#""inputs":"\#(user.inputs)","state":"conflict","base":"#), "\(lines[5])")
        let read = try LockFile.parse(SourceFile(path: "scenegen.lock", text: text))
        #expect(read == lock)
        #expect(read.flavorSpan == SourceSpan(path: "scenegen.lock", line: 3, column: 8))
        #expect(read.entries[user.path]?.inConflict == true)
        #expect(read.text(specName: "scenegen.yml") == text)
        // The same flavor from the spec and the run writes no `spec-flavor` line.
        #expect(!LockFile(flavor: "terminal", specFlavor: "terminal").text(specName: "s").contains("spec-flavor"))
    }

    /// A line written another valid JSON way (spaces, key order) is read by the full parser.
    @Test func readsEntriesWithSpacesAndOtherKeyOrder() throws {
        let line =
            #"{ "owner": "generated", "path": "a.swift", "inputs": "\#(generated.inputs)", "sha256": "\#(generated.sha256)" }"#
        let read = try LockFile.parse(SourceFile(path: "scenegen.lock", text: "version 1\n" + line + "\n"))
        #expect(read.entries["a.swift"]?.owner == .generated)
    }

    @Test(arguments: [
        ("version 2\n", "scenegen.lock:1:1: error: this lock is format `version 2`"),
        ("{}\n", "scenegen.lock:1:1: error: the lock must start with `version 1`"),
        ("version 1\n{\"path\": \n", "scenegen.lock:2:"),
        (
            "version 1\n{\"path\":\"a\",\"owner\":\"both\",\"sha256\":\"\",\"inputs\":\"\"}\n",
            "scenegen.lock:2:13: error: `owner` must be `generated` or `user`"
        ),
        (
            "version 1\n{\"path\":\"../a\",\"owner\":\"user\",\"sha256\":\"\",\"inputs\":\"\"}\n",
            "scenegen.lock:2:2: error: `../a` is not a path inside the project"
        ),
        (
            "version 1\n{\"path\":\"a\",\"owner\":\"generated\",\"sha256\":\"xyz\",\"inputs\":\"\"}\n",
            "scenegen.lock:2:33: error: `sha256` must be 64 lowercase hex digits"
        ),
        ("version 1\n{\"path\":\"a\",\"path\":\"b\"}\n", "scenegen.lock:2:"),
        ("version 1\n{\"path\":\"a\",\"colour\":\"b\"}\n", "scenegen.lock:2:13: error: unknown key `colour`"),
        ("version 1\nflavor \n", "scenegen.lock:2:1: error: `flavor` needs a flavor after it"),
        ("version 1\nspec-flavor uikit\n", "scenegen.lock:2:13: error: a `spec-flavor` line needs a `flavor` line"),
    ])
    func refusesWhatScenegenDoesNotWrite(_ text: String, _ expected: String) {
        do {
            _ = try LockFile.parse(SourceFile(path: "scenegen.lock", text: text))
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.diagnostics.first?.description.hasPrefix(expected) == true, "\(error.diagnostics)")
        }
    }

    @Test func aUserEntryNeedsItsBase() {
        let line = #"{"path":"a","owner":"user","sha256":"\#(user.sha256)","inputs":"\#(user.inputs)"}"#
        #expect(throws: DiagnosticError.self) {
            try LockFile.parse(SourceFile(path: "scenegen.lock", text: "version 1\n" + line + "\n"))
        }
    }

    @Test func theLockSitsBesideTheSpec() {
        #expect(LockFile.path(forSpec: "scenegen.yml") == "scenegen.lock")
        #expect(LockFile.path(forSpec: "Examples/carshop.scenegen.yml") == "Examples/carshop.scenegen.lock")
        #expect(LockFile.path(forSpec: "app.yaml") == "app.lock")
        #expect(LockFile.path(forSpec: "spec") == "spec.lock")
    }
}
