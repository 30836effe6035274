import Foundation
import ScenegenTestSupport
import Testing

/// The run cache (docs/cache.md): an identical `generate` or `generate --check`
/// renders nothing and prints what the full run prints, byte for byte; every
/// change a template can see, and every file changed on disk, still reaches
/// both. The real binary in temporary folders, its cache in one of its own.
@Suite("the run cache")
struct RunCacheE2ETests {
    static let spec = """
        module: Shop
        output: Sources/Shop/Scenes
        tests: Tests/ShopTests
        templates: Overrides
        scenes:
          List:
            fields:
              items: "[String]"
            actions: [refresh]
            routes: [Details]
          Details:
            inputs:
              itemID: String
            fields:
              name: String
            actions: [toggleFavorite]

        """
    static let scenes = "Sources/Shop/Scenes"
    /// A generated-owned file made from an override that includes another file of the folder.
    static let included = "Overrides/ViewModel+IO.swift.stencil"

    /// A project generated once, with its own cache folder.
    struct Project {
        let folder: TemporaryFolder
        let cache: TemporaryFolder

        init(_ name: String) throws {
            folder = try TemporaryFolder(name)
            cache = try TemporaryFolder(name + "-cache")
            try folder.write(RunCacheE2ETests.spec, to: "scenegen.yml")
            try folder.write(
                "{% include \"Note.stencil\" %}\n// The Input and Output of {{ scene.name }}.\n", to: included)
            try folder.write("// note v1\n", to: "Overrides/Note.stencil")
            let first = try run("generate")
            #expect(first.status == 0, "\(first.transcript)")
        }

        /// `scenegen arguments` with the project's cache, saying whether it hit.
        func run(_ arguments: String..., cached: Bool = true) throws -> ProcessResult {
            var environment = ["SCENEGEN_CACHE_DIR": cache.path, "SCENEGEN_CACHE_LOG": "1"]
            if !cached { environment["SCENEGEN_NO_CACHE"] = "1" }
            return try Scenegen.run(arguments, in: folder.url, environment: environment)
        }

        /// Runs `arguments` with the cache and without it: the first must hit or miss
        /// as `hit` says, and both print the same and exit the same.
        @discardableResult
        func compare(_ arguments: [String], hit: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws
            -> ProcessResult
        {
            let fast = try Scenegen.run(
                arguments, in: folder.url, environment: ["SCENEGEN_CACHE_DIR": cache.path, "SCENEGEN_CACHE_LOG": "1"])
            let slow = try Scenegen.run(arguments, in: folder.url, environment: ["SCENEGEN_NO_CACHE": "1"])
            let log = fast.stderr.prefix { $0 != "\n" }
            #expect(
                hit ? log == "scenegen cache: hit" : log.hasPrefix("scenegen cache: miss"), "\(fast.transcript)",
                sourceLocation: sourceLocation)
            #expect(fast.stdout == slow.stdout, sourceLocation: sourceLocation)
            let stderr = String(fast.stderr.drop { $0 != "\n" }.dropFirst())
            #expect(stderr == slow.stderr, sourceLocation: sourceLocation)
            #expect(
                fast.status == slow.status, "\(fast.transcript)\n\(slow.transcript)", sourceLocation: sourceLocation)
            return fast
        }
    }

    /// After a first run, `generate` and `generate --check` (and `--quiet`,
    /// `--diff`, `--dry-run`) hit, and print exactly what the full run prints,
    /// `skip` lines and the notes on a user-owned file that lacks an action included.
    @Test func anIdenticalRunPrintsWhatTheFullRunPrints() throws {
        let project = try Project("cache-same")
        // A user-owned file edited (skip), and an action it does not read (a note on it).
        let viewModel = "\(Self.scenes)/List/ListViewModel.swift"
        try project.folder.write(try project.folder.read(viewModel) + "// mine\n", to: viewModel)
        try project.folder.write(
            Self.spec.replacingOccurrences(of: "[refresh]", with: "[refresh, share]"), to: "scenegen.yml")
        #expect(try project.run("generate").status == 0)
        for arguments in [
            ["generate"], ["generate", "--check"], ["generate", "--quiet"], ["generate", "--diff"],
            ["generate", "--dry-run"], ["generate", "--check", "--quiet"],
        ] {
            let result = try project.compare(arguments, hit: true)
            #expect(result.status == 0, "\(result.transcript)")
            // (The spec's new action is in scenegen's rendering, not in the file: the line names `update`.)
            #expect(
                arguments.contains("--quiet")
                    || result.stdout.contains(
                        "skip       \(viewModel)  (scenegen's version changed; `scenegen update` merges it in)\n"),
                "\(result.transcript)")
            #expect(result.stderr.contains("`input.share` does not appear in this file"), "\(result.transcript)")
        }
        // Another folder for the spec (`--spec`) is another set of paths in the notes: still the same output.
        let elsewhere = try TemporaryFolder("cache-same-elsewhere")
        let fast = try Scenegen.run(
            ["generate", "--spec", project.folder.file("scenegen.yml").path], in: elsewhere.url,
            environment: ["SCENEGEN_CACHE_DIR": project.cache.path])
        let slow = try Scenegen.run(
            ["generate", "--spec", project.folder.file("scenegen.yml").path], in: elsewhere.url,
            environment: ["SCENEGEN_NO_CACHE": "1"])
        #expect(fast.stdout == slow.stdout && fast.stderr == slow.stderr && fast.status == 0, "\(fast.transcript)")
    }

    /// Each change, after an identical run, makes both `generate --check` and
    /// `generate` miss: an override template, a file an override includes, the
    /// inputs of a scene another routes to, a generated-owned file edited by hand
    /// (same size, its time put back), a file deleted, and the spec.
    @Test(arguments: [
        "template", "include", "route target", "hand edit", "deleted file", "spec",
    ])
    func aChangeAfterAnIdenticalRunIsPickedUp(_ change: String) throws {
        let project = try Project("cache-\(change.replacingOccurrences(of: " ", with: "-"))")
        try project.compare(["generate"], hit: true)
        let io = "\(Self.scenes)/List/ListViewModel+IO.swift"
        let routes = "\(Self.scenes)/List/ListRouter+Routes.swift"
        let expected: String
        switch change {
        case "template":
            try project.folder.write(
                "// The Input and Output of {{ scene.name }}, v2.\n", to: "Overrides/ViewModel+IO.swift.stencil")
            expected = "update     \(io)\n"
        case "include":
            try project.folder.write("// note v2\n", to: "Overrides/Note.stencil")
            expected = "update     \(io)\n"
        case "route target":
            try project.folder.write(
                Self.spec.replacingOccurrences(of: "itemID: String", with: "itemID: Int"), to: "scenegen.yml")
            expected = "update     \(routes)\n"
        case "hand edit":
            let path = project.folder.file(routes).path
            let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
            let text = try project.folder.read(routes)
            try project.folder.write(text.replacingOccurrences(of: "Details", with: "Detailz"), to: routes)
            if let date { try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path) }
            expected = "update     \(routes)\n"
        case "deleted file":
            try FileManager.default.removeItem(at: project.folder.file(routes))
            expected = "create     \(routes)\n"
        default:
            try project.folder.write(
                Self.spec.replacingOccurrences(of: "[toggleFavorite]", with: "[toggleFavorite, share]"),
                to: "scenegen.yml")
            expected = "update     \(Self.scenes)/Details/DetailsViewControllerBase.swift\n"
        }
        let check = try project.compare(["generate", "--check"], hit: false)
        #expect(check.status == 1, "\(check.transcript)")
        let generate = try project.run("generate")
        #expect(generate.status == 0 && generate.stderr.hasPrefix("scenegen cache: miss"), "\(generate.transcript)")
        #expect(generate.stdout.contains(expected), "\(generate.transcript)")
        // What that run wrote is what the next identical run finds.
        try project.compare(["generate", "--check"], hit: true)
        try project.compare(["generate"], hit: true)
    }

    /// A cache that is torn, of another version or unreadable is a miss, never an
    /// error; `SCENEGEN_NO_CACHE` neither reads nor writes one.
    @Test func aBrokenCacheIsOnlyAMiss() throws {
        let project = try Project("cache-broken")
        let files = project.cache.files(includingHidden: true)
        #expect(files.count == 1, "\(files)")
        let cacheFile = try #require(files.first)
        let text = try project.cache.read(cacheFile)
        for broken in [
            String(text.prefix(text.count / 2)), text.replacingOccurrences(of: "version 0.", with: "version 99."), "",
            "\u{0}\u{1}",
        ] {
            try project.cache.write(broken, to: cacheFile)
            try project.compare(["generate", "--check"], hit: false)
            // The check that found everything current wrote it anew.
            try project.compare(["generate"], hit: true)
        }
        try FileManager.default.removeItem(at: project.cache.url)
        let off = try project.run("generate", cached: false)
        #expect(off.status == 0 && !off.stderr.contains("scenegen cache"), "\(off.transcript)")
        #expect(!FileManager.default.fileExists(atPath: project.cache.path))
    }
}
