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
            #expect(Self.withoutLog(fast.stderr) == slow.stderr, sourceLocation: sourceLocation)
            #expect(
                fast.status == slow.status, "\(fast.transcript)\n\(slow.transcript)", sourceLocation: sourceLocation)
            return fast
        }

        /// `stderr` without the lines of `SCENEGEN_CACHE_LOG`.
        static func withoutLog(_ stderr: String) -> String {
            stderr.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("scenegen cache: ") }.joined(separator: "\n")
        }

        /// How many files the run that printed `stderr` rendered, as its log says (nil when it rendered none).
        static func rendered(_ stderr: String) -> Int? {
            guard let line = stderr.split(separator: "\n").first(where: { $0.hasPrefix("scenegen cache: rendered ") })
            else { return nil }
            return Int(line.dropFirst("scenegen cache: rendered ".count).prefix { $0 != " " })
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
    /// (same size, its time put back), a file deleted, and the spec. The miss
    /// renders only the files whose render key changed (or whose text is no
    /// longer on disk), and prints what a run without the cache prints.
    @Test(arguments: [
        ("template", 2), ("include", 2), ("route target", 24), ("hand edit", 1), ("deleted file", 1), ("spec", 12),
    ])
    func aChangeAfterAnIdenticalRunIsPickedUp(_ change: String, renders: Int) throws {
        let project = try Project("cache-\(change.replacingOccurrences(of: " ", with: "-"))")
        try project.compare(["generate"], hit: true)
        let io = "\(Self.scenes)/List/ListViewModel+IO.swift"
        let routes = "\(Self.scenes)/List/ListRouter+Routes.swift"
        let expected: String
        switch change {
        case "template":
            // The two `+IO` files: the only ones made from the override.
            try project.folder.write(
                "// The Input and Output of {{ scene.name }}, v2.\n", to: "Overrides/ViewModel+IO.swift.stencil")
            expected = "update     \(io)\n"
        case "include":
            try project.folder.write("// note v2\n", to: "Overrides/Note.stencil")
            expected = "update     \(io)\n"
        case "route target":
            // Both scenes' files: Details' own inputs, and List's route to it (what it passes).
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
            // Details' files alone: nothing of List depends on its actions.
            try project.folder.write(
                Self.spec.replacingOccurrences(of: "[toggleFavorite]", with: "[toggleFavorite, share]"),
                to: "scenegen.yml")
            expected = "update     \(Self.scenes)/Details/DetailsViewControllerBase.swift\n"
        }
        let check = try project.compare(["generate", "--check"], hit: false)
        #expect(check.status == 1, "\(check.transcript)")
        #expect(Project.rendered(check.stderr) == renders, "\(check.transcript)")
        let generate = try project.run("generate")
        #expect(generate.status == 0 && generate.stderr.hasPrefix("scenegen cache: miss"), "\(generate.transcript)")
        #expect(generate.stdout.contains(expected), "\(generate.transcript)")
        // What that run wrote is what the next identical run finds.
        try project.compare(["generate", "--check"], hit: true)
        try project.compare(["generate"], hit: true)
    }

    /// `--only` never gets a hit, but takes the text of every file it makes whose
    /// render key did not change, and records what it rendered for the next run;
    /// a run stopped by a conflict records its renders too.
    @Test func aSelectionAndAFailedRunUseTheRecordedRenders() throws {
        let project = try Project("cache-only")
        let only = try project.run("generate", "--only", "List")
        #expect(only.status == 0 && Project.rendered(only.stderr) == 0, "\(only.transcript)")
        let uncached = try project.run("generate", "--only", "List", cached: false)
        #expect(only.stdout == uncached.stdout, "\(only.transcript)\n\(uncached.transcript)")
        // A selection that changed nothing leaves the last full run's record: the next full run hits.
        try project.compare(["generate"], hit: true)
        // A spec change to Details: `--only Details` renders its 12 files, and the full run after it none.
        try project.folder.write(
            Self.spec.replacingOccurrences(of: "[toggleFavorite]", with: "[toggleFavorite, share]"), to: "scenegen.yml")
        let details = try project.run("generate", "--only", "Details")
        #expect(details.status == 0 && Project.rendered(details.stderr) == 12, "\(details.transcript)")
        try project.compare(["generate"], hit: false)
        #expect(Project.rendered(try project.run("generate", "--check").stderr) == nil)
        // An edited generated file of a scene that left the spec stops the run, which still
        // records its renders: the next run renders only the files whose new text is not at
        // hand (List's 3 generated files it would update, and its 4 user-owned files whose
        // new rendering the lock's base is not), not all 17.
        let base = "\(Self.scenes)/Details/DetailsViewControllerBase.swift"
        try project.folder.write(try project.folder.read(base) + "// mine\n", to: base)
        try project.folder.write(
            Self.spec.replacingOccurrences(of: "    routes: [Details]\n", with: "")
                .replacingOccurrences(
                    of:
                        "  Details:\n    inputs:\n      itemID: String\n    fields:\n      name: String\n    actions: [toggleFavorite]\n",
                    with: ""),
            to: "scenegen.yml")
        let stopped = try project.run("generate")
        #expect(stopped.status == 1 && stopped.stdout.contains("conflict   \(base)"), "\(stopped.transcript)")
        let again = try project.run("generate")
        #expect(again.status == 1 && Project.rendered(again.stderr) == 7, "\(again.transcript)")
        let uncachedAgain = try project.run("generate", cached: false)
        #expect(again.stdout == uncachedAgain.stdout && Project.withoutLog(again.stderr) == uncachedAgain.stderr)
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
