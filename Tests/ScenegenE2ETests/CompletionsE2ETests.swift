import Foundation
import ScenegenTestSupport
import Testing

/// `scenegen completions`: the bash script completes commands, options and
/// the spec's scene names when bash runs it; the zsh and fish scripts parse
/// (and fish completes too) where those shells are installed (.ci/run installs them).
@Suite("shell completions")
struct CompletionsE2ETests {
    static func shell(_ name: String) -> String? {
        ["/bin/\(name)", "/usr/bin/\(name)", "/usr/local/bin/\(name)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private static let spec = """
        module: Shop
        services:
          CarCatalog:
            cars: "() -> Single<[String]>"
          Favorites:
            toggle: "(carID: String) -> Completable"
        scenes:
          CarList:
            routes: [CarDetails]
          CarDetails: {}
          Settings: {}
        """

    /// What `_scenegen` puts in COMPREPLY for `words` (the last one being
    /// completed), with the real binary as `COMP_WORDS[0]`.
    private func bashCompletions(_ words: [String], in folder: TemporaryFolder) throws -> [String] {
        let script = try folder.scenegen("completions", "bash")
        #expect(script.status == 0, "\(script.transcript)")
        try folder.write(script.stdout, to: "scenegen.bash")
        guard let binary = Scenegen.binary, let bash = Self.shell("bash") else { throw E2EError("no binary or bash") }
        let quoted = ([binary] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let program = """
            source ./scenegen.bash || exit 3
            complete -p scenegen > /dev/null || exit 4
            COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count)
            _scenegen
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try ProcessRunner.run(bash, ["--norc", "--noprofile", "-c", program], in: folder.url)
        #expect(run.status == 0, "\(run.transcript)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: shell("bash") != nil))
    func bashCompletesCommandsOptionsAndScenes() throws {
        let folder = try TemporaryFolder("completions-bash")
        defer { folder.remove() }
        try folder.write(Self.spec, to: "scenegen.yml")
        #expect(try bashCompletions(["ge"], in: folder) == ["generate"])
        #expect(try bashCompletions(["templates", "e"], in: folder) == ["eject"])
        #expect(try bashCompletions(["generate", "--on"], in: folder) == ["--only"])
        // Scene names come from the spec.
        #expect(try bashCompletions(["generate", "--only", ""], in: folder) == ["CarList", "CarDetails", "Settings"])
        #expect(try bashCompletions(["destroy", "S"], in: folder) == ["Settings"])
        #expect(try bashCompletions(["new", "Checkout", "--route", "Car"], in: folder) == ["CarList", "CarDetails"])
        // Service names after `--uses`.
        #expect(try bashCompletions(["new", "Checkout", "--uses", ""], in: folder) == ["CarCatalog", "Favorites"])
        #expect(try bashCompletions(["new", "Checkout", "--uses", "F"], in: folder) == ["Favorites"])
        #expect(try bashCompletions(["init", "--flavor", "te"], in: folder) == ["terminal"])
        #expect(try bashCompletions(["completions", "z"], in: folder) == ["zsh"])
    }

    @Test func aBrokenSpecStillListsTheScenesAsWrittenAndPrintsNoError() throws {
        let folder = try TemporaryFolder("completions-broken")
        defer { folder.remove() }
        try folder.write("scenes:\n  CarList:\n    fields: nope\n", to: "scenegen.yml")
        let run = try folder.scenegen("completions", "--list", "scenes")
        #expect(run.status == 0)
        #expect(run.stdout == "CarList\n")
        #expect(run.stderr.isEmpty)
        let none = try folder.scenegen("completions", "--list", "scenes", "--spec", "missing.yml")
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderr.isEmpty)
    }

    @Test func aBadShellIsAUsageError() throws {
        let folder = try TemporaryFolder("completions-usage")
        defer { folder.remove() }
        let run = try folder.scenegen("completions", "tcsh")
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown shell `tcsh`"))
    }

    @Test(arguments: ["zsh", "fish"])
    func theScriptParses(_ name: String) throws {
        guard let shell = Self.shell(name) else {
            // .ci/run installs both; a developer machine may lack them.
            print("completions: \(name) is not installed; its script was not parsed")
            return
        }
        let folder = try TemporaryFolder("completions-\(name)")
        defer { folder.remove() }
        let script = try folder.scenegen("completions", name)
        #expect(script.status == 0, "\(script.transcript)")
        try folder.write(script.stdout, to: "scenegen.\(name)")
        let run = try ProcessRunner.run(shell, ["-n", "scenegen.\(name)"], in: folder.url)
        #expect(run.status == 0, "\(run.transcript)")
    }

    @Test(.enabled(if: shell("fish") != nil))
    func fishCompletesCommandsAndScenes() throws {
        let folder = try TemporaryFolder("completions-fish")
        defer { folder.remove() }
        try folder.write(Self.spec, to: "scenegen.yml")
        guard let binary = Scenegen.binary, let fish = Self.shell("fish") else { throw E2EError("no binary or fish") }
        let script = try folder.scenegen("completions", "fish")
        try folder.write(script.stdout, to: "scenegen.fish")
        let folderOfBinary = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let path = folderOfBinary + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try ProcessRunner.run(
            fish,
            [
                "--no-config", "-c",
                "source scenegen.fish; complete -C 'scenegen ge'; complete -C 'scenegen destroy '; "
                    + "complete -C 'scenegen new Checkout --uses '; complete -C 'scenegen generate --only Car'; "
                    + "complete -C 'scenegen new Checkout --route S'",
            ],
            in: folder.url, environment: ["PATH": path])
        #expect(run.status == 0, "\(run.transcript)")
        let words = run.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(
            words == [
                "generate", "CarDetails", "CarList", "Settings", "CarCatalog", "Favorites", "CarDetails", "CarList",
                "Settings",
            ])
    }

    /// zsh runs its own script: `_scenegen` with `words` and `CURRENT` set as
    /// zsh's completion system sets them, and `compadd`, `_describe` and
    /// `_files` standing in for it, printing what they are given.
    @Test(.enabled(if: shell("zsh") != nil))
    func zshCompletesScenesAndServices() throws {
        let folder = try TemporaryFolder("completions-zsh")
        defer { folder.remove() }
        try folder.write(Self.spec, to: "scenegen.yml")
        guard let binary = Scenegen.binary, let zsh = Self.shell("zsh") else { throw E2EError("no binary or zsh") }
        let script = try folder.scenegen("completions", "zsh")
        try folder.write(script.stdout, to: "scenegen.zsh")
        func complete(_ typed: [String]) throws -> [String] {
            let quoted = ([binary] + typed).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            let program = """
                compdef() { : }
                compadd() { local word; for word in "$@"; do [[ $word == -- ]] || print -r -- $word; done }
                _describe() { : }
                _files() { print -r -- '<files>' }
                source ./scenegen.zsh || exit 3
                words=(\(quoted.joined(separator: " "))); CURRENT=\(typed.count + 1)
                _scenegen
                """
            let run = try ProcessRunner.run(zsh, ["-f", "-c", program], in: folder.url)
            #expect(run.status == 0, "\(run.transcript)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["destroy", ""]) == ["CarList", "CarDetails", "Settings"])
        #expect(try complete(["generate", "--only", ""]) == ["CarList", "CarDetails", "Settings"])
        #expect(try complete(["new", "Checkout", "--route", ""]) == ["CarList", "CarDetails", "Settings"])
        #expect(try complete(["new", "Checkout", "--uses", ""]) == ["CarCatalog", "Favorites"])
    }
}
