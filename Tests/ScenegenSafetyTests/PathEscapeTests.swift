import Foundation
import Testing

/// Every route out of the project folder, through the real binary: each is
/// refused with a message naming the value, and nothing is written anywhere
/// (the sandbox's `outside` folder is part of every snapshot).
@Suite("path escapes") struct PathEscapeTests {
    static let spec = "module: Shop\nscenes:\n  Home:\n    fields:\n      title: String\n"

    /// Runs `arguments` in `sandbox` and checks a clean refusal (exit `status`) whose first line names `value`.
    static func expectRefused(
        _ arguments: [String], in sandbox: Sandbox, naming value: String, status: Int32 = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = sandbox.snapshot()
        let result = try sandbox.run(arguments)
        let after = sandbox.snapshot()
        let what = "scenegen \(arguments.joined(separator: " "))"
        CleanFailure.expect(
            result, status: status, firstLine: nil, before: before, after: after, what, sourceLocation: sourceLocation)
        #expect(result.stderrFirstLine.contains("error: "), "\(what)\n\(result)", sourceLocation: sourceLocation)
        #expect(
            result.stderrFirstLine.contains("`\(value)`"),
            "\(what): the first line does not name `\(value)`\n\(result)",
            sourceLocation: sourceLocation)
        #expect(sandbox.read("../outside/existing.txt") == "keep me\n", sourceLocation: sourceLocation)
    }

    // MARK: - Names

    /// Scene and model names that would make a path: each is not an identifier.
    @Test(arguments: ["../Evil", "Evil/Twin", "/Evil", "..", "Ev\\\\il"])
    func sceneAndModelNamesThatMakePathsAreRefused(_ name: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("module: Shop\nscenes:\n  \"\(name)\": {}\n", to: "scenegen.yml")
        let shown = name.replacingOccurrences(of: "\\\\", with: "\\")
        try Self.expectRefused(["generate"], in: sandbox, naming: shown)

        let models = try Sandbox()
        try models.write("module: Shop\nmodels:\n  \"\(name)\":\n    id: String\nscenes: {}\n", to: "scenegen.yml")
        try Self.expectRefused(["generate"], in: models, naming: shown)
    }

    /// Names holding NUL or control characters, written as double-quoted escapes.
    @Test(arguments: [
        ("Evil\\0", "Evil\\0"), ("Ev\\x01il", "Ev\\u{1}il"), ("Ev\\nil", "Ev\\nil"), ("Ev\\til", "Ev\\til"),
    ])
    func namesWithControlCharactersAreRefusedByName(_ escaped: String, _ shown: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("module: Shop\nscenes:\n  \"\(escaped)\": {}\n", to: "scenegen.yml")
        try Self.expectRefused(["generate"], in: sandbox, naming: shown)
    }

    /// `new` with a name that would make a path: a usage error (64), the spec untouched.
    @Test(arguments: ["Evil/Twin", "/tmp/Evil"])
    func newWithAPathAsNameIsRefused(_ name: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        try Self.expectRefused(["new", name], in: sandbox, naming: name, status: 64)
    }

    /// The scene and `--route` names are checked as typed, so the message names the dots too.
    @Test(arguments: ["../Evil", "a/../../Evil", "Evil/.."])
    func newWithDotsIsRefusedByItsName(_ name: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        try Self.expectRefused(["new", name], in: sandbox, naming: name, status: 64)
        try Self.expectRefused(["new", "Other", "--route", name], in: sandbox, naming: "--route \(name)", status: 64)
    }

    /// `new` with control characters in the name (NUL cannot be passed in argv): a usage
    /// error whose first line shows the name escaped (`\u{1}`, unpadded, as DiagnosticRenderer writes it).
    @Test(arguments: [("Ev\u{01}il", "Ev\\u{1}il"), ("Ev\nil", "Ev\\nil"), ("Evil\u{1B}[31m", "Evil\\u{1B}[31m")])
    func newWithControlCharactersIsRefused(_ name: String, _ shown: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        let before = sandbox.snapshot()
        let result = try sandbox.run(["new", name])
        let after = sandbox.snapshot()
        #expect(result.status == 64, "\(result)")
        #expect(before.changes(to: after).isEmpty)
        CleanFailure.expect(
            result, status: 64, firstLine: nil, before: before, after: after, "new \(name.debugDescription)")
        #expect(result.stderrFirstLine.contains("`\(shown)`"), "\(result)")
    }

    // MARK: - Folders

    @Test(arguments: [
        ["--output", "../outside"], ["--output", "Sources/../../outside"], ["--tests", "../outside"],
        ["--tests", "/etc"],
        ["--output", "~/scenegen"],
    ])
    func outputAndTestsOptionsThatLeaveAreRefused(_ option: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        // A flag's bad value is bad usage (64), as docs/cli.md says.
        try Self.expectRefused(["generate"] + option, in: sandbox, naming: option.joined(separator: " "), status: 64)
        try Self.expectRefused(
            ["new", "Other"] + option, in: sandbox, naming: option.joined(separator: " "), status: 64)
    }

    @Test func absoluteOutputOptionOutsideIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        try Self.expectRefused(
            ["generate", "--output", sandbox.outside], in: sandbox, naming: "--output \(sandbox.outside)", status: 64)
    }

    @Test(arguments: [
        ("output", "../outside"), ("tests", "../../x"), ("output", "/tmp/scenegen-x"), ("tests", "a/../../outside"),
    ])
    func specFoldersThatLeaveAreRefused(_ key: String, _ value: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("module: Shop\n\(key): \(value)\nscenes:\n  Home: {}\n", to: "scenegen.yml")
        try Self.expectRefused(["generate"], in: sandbox, naming: value)
        try Self.expectRefused(["validate"], in: sandbox, naming: value)
    }

    // MARK: - Manifest paths

    @Test(arguments: [
        "../outside/{{ scene.name }}.txt", "{{ output }}/../../../../outside/x.txt",
        "/tmp/scenegen-x/{{ scene.name }}.txt",
        "{{ scene.name }}/../../outside/x.txt",
    ])
    func manifestPathsThatLeaveAreRefused(_ path: String) throws {
        let sandbox = try Sandbox()
        try sandbox.copyContents(of: CatalogueCase.root + "/templates/_project")
        let manifest = sandbox.read("MyFlavor/manifest.yml") ?? ""
        try sandbox.write(
            manifest
                + "  - template: Notes.txt.stencil\n    path: \"\(path)\"\n    scope: scene\n    owner: generated\n",
            to: "MyFlavor/manifest.yml")
        let before = sandbox.snapshot()
        let result = try sandbox.run(["generate"])
        let after = sandbox.snapshot()
        CleanFailure.expect(result, status: 1, firstLine: nil, before: before, after: after, path)
        CleanFailure.expectPosition(result, path)
        #expect(result.stderrFirstLine.contains("the output path `"), "\(result)")
    }

    // MARK: - Symbolic links

    /// A link to a folder outside, where scenegen would write.
    @Test(arguments: ["Sources", "Sources/Shop/Scenes", "Tests/ShopTests"])
    func linkToAFolderOutsideIsRefused(_ link: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        try FileManager.default.createDirectory(
            atPath: sandbox.project + "/" + (link as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.project + "/" + link, withDestinationPath: sandbox.outside)
        try Self.expectRefused(["generate"], in: sandbox, naming: link)
        try Self.expectRefused(["generate", "--force"], in: sandbox, naming: link)
        try Self.expectRefused(["new", "Other"], in: sandbox, naming: link)
    }

    /// A relative link that climbs out, and a link out to a folder that does not exist yet.
    @Test(arguments: ["../outside", "../outside/new-folder"])
    func relativeLinkOutIsRefused(_ destination: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.project + "/Sources", withDestinationPath: destination)
        try Self.expectRefused(["generate"], in: sandbox, naming: "Sources")
        #expect(!FileManager.default.fileExists(atPath: sandbox.outside + "/new-folder"))
    }

    /// A link to a file outside, in place of a generated-owned and of a user-owned file.
    @Test(arguments: ["HomeViewModel+IO.swift", "HomeViewModel.swift"])
    func linkToAFileOutsideIsRefused(_ file: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        #expect(try sandbox.run(["generate"]).status == 0)
        let path = "Sources/Shop/Scenes/Home/" + file
        try FileManager.default.removeItem(atPath: sandbox.project + "/" + path)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.project + "/" + path, withDestinationPath: sandbox.outside + "/existing.txt")
        if file == "HomeViewModel.swift" {
            // User-owned: `generate` skips it (reads through the link, writes nothing); `--force` would write: refused.
            let before = sandbox.snapshot()
            let result = try sandbox.run(["generate"])
            #expect(result.status == 0, "\(result)")
            #expect(before.changes(to: sandbox.snapshot()).isEmpty)
            try Self.expectRefused(["generate", "--force"], in: sandbox, naming: path)
        } else {
            try Self.expectRefused(["generate"], in: sandbox, naming: path)
        }
    }

    /// A link that stays inside the project is fine: written through, the link kept.
    @Test func linkInsideTheProjectIsWrittenThrough() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec, to: "scenegen.yml")
        try FileManager.default.createDirectory(atPath: sandbox.project + "/Real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.project + "/Sources", withDestinationPath: "Real")
        let result = try sandbox.run(["generate"])
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.read("Real/Shop/Scenes/Home/HomeViewModel+IO.swift") != nil)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: sandbox.project + "/Sources")) == "Real")
    }
}
