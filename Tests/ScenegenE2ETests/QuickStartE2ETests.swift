import Foundation
import ScenegenTestSupport
import Testing

/// The README's quick start, word for word: its shell lines run as they are
/// written, in a temporary folder with the built `scenegen` first on PATH and
/// no file edited by hand (`init --edit-package` edits Package.swift and
/// main.swift); the app then runs with piped keys, and the generated tests
/// pass. Under bash and under zsh (macOS's default shell, which refuses an
/// unquoted `[String]` that matches no file).
///
/// Slow (the package compiles the runtime): SCENEGEN_E2E_PACKAGE=1, as PackageE2ETests.
@Suite(
    "the README quick start (SCENEGEN_E2E_PACKAGE=1)", .serialized,
    .enabled(if: GeneratedPackage.enabled, "set SCENEGEN_E2E_PACKAGE=1 to build generated packages"))
struct QuickStartPackageE2ETests {
    /// The first ```sh block under `## Quick start` in README.md, split before the
    /// line that runs the app.
    static func quickStart() throws -> (before: [String], run: [String]) {
        let readme = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let section = readme.range(of: "\n## Quick start\n"),
            let open = readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex),
            let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
        else { throw E2EError("README.md has no ```sh block under `## Quick start`") }
        let lines = readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
        guard let run = lines.firstIndex(where: { $0.hasPrefix("swift run ") }) else {
            throw E2EError("the quick start has no `swift run` line")
        }
        return (Array(lines[..<run]), Array(lines[run...]))
    }

    static func shell(_ shell: String, _ script: String, in folder: URL, path: String) throws -> ProcessResult {
        try ProcessRunner.run(
            "/usr/bin/env", [shell, "-e", "-c", script], in: folder,
            environment: ["PATH": path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
    }

    @Test(arguments: ["bash", "zsh"]) func theQuickStartEndsWithTheAppRunning(shell: String) throws {
        guard let binary = Scenegen.binary else { throw E2EError("the scenegen binary was not found") }
        let found = try ProcessRunner.run(
            "/usr/bin/env", ["sh", "-c", "command -v \(shell)"], in: Scenegen.repositoryRoot)
        try #require(found.status == 0, "`\(shell)` is not installed (apt-get install -y \(shell))")
        let (before, after) = try Self.quickStart()
        let folder = try TemporaryFolder("quick-start-\(shell)")
        defer { folder.remove() }
        let path = URL(fileURLWithPath: binary).deletingLastPathComponent().path

        let setup = try Self.shell(shell, before.joined(separator: "\n"), in: folder.url, path: path)
        try #require(setup.status == 0, "the quick start's commands: \(setup.transcript)")
        let package = folder.file("CarShop")
        #expect(
            setup.stdout.contains("wrote Sources/CarShop/main.swift: the app starts on `CarList`"), "\(setup.stdout)")
        let main = try String(contentsOf: package.appendingPathComponent("Sources/CarShop/main.swift"), encoding: .utf8)
        #expect(
            main.contains("TerminalApp.run(root: CarListBuilder.viewController(dependencies: AppDependencies()))"),
            "\(main)")
        // The README shows the Package.swift that results: the same target dependencies.
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        let identity = Scenegen.repositoryRoot.lastPathComponent.lowercased()
        for product in ["SceneRx", "SceneTerminal", "SceneRxTest"] {
            #expect(manifest.contains(".product(name: \"\(product)\", package: \"\(identity)\")"), "\(manifest)")
        }
        // Run again, `init --edit-package` changes nothing.
        let again = try Self.shell(shell, "scenegen init --edit-package", in: package, path: path)
        #expect(again.status == 0, "\(again.transcript)")
        #expect(try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
        #expect(again.stdout.contains("nothing to change"), "\(again.transcript)")

        // "swift run CarShop", with the keys piped in.
        let run = try Self.shell(
            shell, after.map { "printf 'r\\nq\\n' | " + $0 }.joined(separator: "\n"), in: package, path: path)
        #expect(run.status == 0, "\(run.excerpt)")
        let screens = run.stdout.components(separatedBy: "\n" + String(repeating: "-", count: 40) + "\n")
        #expect(screens.count >= 2, "\(run.stdout)")
        #expect(screens.first?.hasPrefix("Car List\n========\n") == true, "\(run.stdout)")
        #expect(run.stdout.contains("[r] Refresh  [number + Enter] Select  [q] Quit"), "\(run.stdout)")

        let test = try ProcessRunner.run("/usr/bin/env", ["swift", "test"], in: package)
        #expect(test.status == 0, "\(test.excerpt)")
        let ran = GeneratedPackage.testCases(in: test.stdout + test.stderr)
        #expect(ran.passed.count >= 8 && ran.failed.isEmpty, "\(ran)")
    }
}

/// Every command README.md and docs/ give to type (```sh blocks, `$ ` lines of
/// ```console blocks) quotes the words a shell could glob: zsh, macOS's default
/// shell, stops at `--field cars:[String]` with "no matches found".
@Suite("shell lines in the docs")
struct DocumentedShellLinesTests {
    /// `line` without its quoted parts and its comment.
    static func unquoted(_ line: String) -> String {
        var kept = ""
        var quote: Character?
        var previous: Character = " "
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == " " {
                break
            } else {
                kept.append(character)
            }
            previous = character
        }
        return kept
    }

    /// The lines of `markdown` a reader types into a shell.
    static func shellLines(in markdown: String) -> [String] {
        var lines: [String] = []
        var fence: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
            } else if fence == "sh" || fence == "bash" || fence == "zsh" {
                lines.append(line)
            } else if fence == "console", trimmed.hasPrefix("$ ") {
                lines.append(String(trimmed.dropFirst(2)))
            }
        }
        return lines
    }

    @Test func globCharactersAreQuoted() throws {
        let root = Scenegen.repositoryRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        for file in ["README.md"] + docs {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in Self.shellLines(in: text) where Self.unquoted(line).contains(where: { "[]*?".contains($0) }) {
                Issue.record("\(file): quote the words a shell could glob in `\(line)`")
            }
        }
    }
}
