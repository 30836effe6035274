// swift-tools-version:6.0
// Every target builds in Swift 6 language mode (the tools version's default).
// scenegen takes no third-party package: parser, template engine, argument
// parsing and the reactive runtime all live in this package.
import PackageDescription

let package = Package(
    name: "scenegen",
    products: [
        .executable(name: "scenegen", targets: ["scenegen"]),
        .library(name: "YAMLLite", targets: ["YAMLLite"]),
        .library(name: "TemplateEngine", targets: ["TemplateEngine"]),
        .library(name: "SceneRx", targets: ["SceneRx"]),
        .library(name: "SceneRxTest", targets: ["SceneRxTest"]),
        .library(name: "SceneTerminal", targets: ["SceneTerminal"]),
        // `swift package scenegen <command>` and `swift package scenegen-check` (docs/cli.md, "As a SwiftPM plugin" in the README).
        .plugin(name: "ScenegenPlugin", targets: ["ScenegenPlugin"]),
        .plugin(name: "ScenegenCheckPlugin", targets: ["ScenegenCheckPlugin"]),
    ],
    targets: [
        // MARK: - Generator (scenegen -> ScenegenCLI -> ScenegenKit -> {ScenegenSpec -> YAMLLite, TemplateEngine} -> ScenegenCore)
        .executableTarget(name: "scenegen", dependencies: ["ScenegenCLI"]),
        .target(
            name: "ScenegenCLI",
            dependencies: ["ScenegenKit", "ScenegenSpec", "YAMLLite", "TemplateEngine", "ScenegenCore"]),
        .target(
            name: "ScenegenKit", dependencies: ["ScenegenSpec", "TemplateEngine", "YAMLLite", "ScenegenCore"],
            plugins: ["EmbedTemplatesPlugin"]),
        .target(name: "ScenegenSpec", dependencies: ["YAMLLite", "ScenegenCore"]),
        .target(name: "YAMLLite", dependencies: ["ScenegenCore"]),
        .target(name: "TemplateEngine", dependencies: ["ScenegenCore"]),
        .target(name: "ScenegenCore"),

        // Built-in flavors: Templates/ is embedded into ScenegenKit on every build.
        .executableTarget(name: "EmbedTemplatesTool"),
        .plugin(name: "EmbedTemplatesPlugin", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),

        // The CLI as SwiftPM command plugins, built from source (so Linux too).
        .plugin(
            name: "ScenegenPlugin",
            capability: .command(
                intent: .custom(verb: "scenegen", description: "Run scenegen (new, generate, ...) in this package."),
                permissions: [.writeToPackageDirectory(reason: "scenegen writes scene files and scenegen.yml.")]),
            dependencies: ["scenegen"]),
        .plugin(
            name: "ScenegenCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "scenegen-check", description: "Fail when scenegen's generated files are out of date.")),
            dependencies: ["scenegen"]),

        // MARK: - Runtime (never imports the generator)
        .target(name: "SceneRx"),
        .target(name: "SceneRxTest", dependencies: ["SceneRx"]),
        .target(name: "SceneTerminal", dependencies: ["SceneRx"]),
        // A two-screen app on SceneTerminal: to try it, and for the pseudo-terminal tests.
        .executableTarget(name: "SceneTerminalDemo", dependencies: ["SceneTerminal"]),

        // MARK: - Tests
        // What the test targets share (a process runner, a temporary folder, marked text, the
        // re-record switch); it depends on nothing of the generator or the runtime, so any test target may use it.
        .target(name: "ScenegenTestSupport", path: "Tests/ScenegenTestSupport"),
        .testTarget(name: "ScenegenCoreTests", dependencies: ["ScenegenCore", "ScenegenTestSupport"]),
        .testTarget(name: "ScenegenCLITests", dependencies: ["ScenegenCLI", "ScenegenCore", "ScenegenTestSupport"]),
        .testTarget(name: "ScenegenKitTests", dependencies: ["ScenegenKit", "ScenegenCore", "ScenegenTestSupport"]),
        .testTarget(
            name: "ScenegenSpecTests",
            dependencies: ["ScenegenSpec", "YAMLLite", "ScenegenCore", "ScenegenTestSupport"]),
        .testTarget(name: "YAMLLiteTests", dependencies: ["YAMLLite", "ScenegenCore", "ScenegenTestSupport"]),
        .testTarget(
            name: "TemplateEngineTests", dependencies: ["TemplateEngine", "ScenegenCore", "ScenegenTestSupport"]),
        // Runs the built `scenegen` binary in temporary folders, as a user would
        // (depending on the executable target makes `swift test` build it).
        // SCENEGEN_E2E_PACKAGE=1 adds the slow tests that build generated packages.
        .testTarget(name: "ScenegenE2ETests", dependencies: ["scenegen", "ScenegenTestSupport"]),
        .testTarget(name: "SceneRxTests", dependencies: ["SceneRx", "SceneRxTest", "ScenegenTestSupport"]),
        .testTarget(name: "SceneRxTestTests", dependencies: ["SceneRxTest", "SceneRx"]),
        // Replays the marble corpus Tests/Fixtures/rx/*.rxs recorded from RxSwift 6.10.2 (issue 11).
        .testTarget(name: "SceneRxDifferentialTests", dependencies: ["SceneRx", "SceneRxTest"]),
        .testTarget(
            name: "SceneTerminalTests",
            dependencies: ["SceneTerminal", "SceneRx", "SceneTerminalDemo", "ScenegenTestSupport"]),
        // The generated combineLatest/zip files of SceneRx are what Codegen/Arity renders (issue 11).
        .testTarget(name: "ArityCodegenTests", dependencies: ["TemplateEngine", "ScenegenCore"]),
        // Runs the real `scenegen` binary on bad input in temporary folders (issue 6).
        .testTarget(name: "ScenegenSafetyTests", dependencies: ["scenegen", "ScenegenCLI", "ScenegenTestSupport"]),

        // MARK: - Benchmarks (release builds: Scripts/bench-templates, `swift run -c release YAMLLiteBenchmark`)
        .executableTarget(
            name: "YAMLLiteBenchmark", dependencies: ["YAMLLite", "ScenegenCore"], path: "Benchmarks/YAMLLiteBenchmark"),
        .executableTarget(
            name: "TemplateEngineBenchmark", dependencies: ["TemplateEngine", "ScenegenCore"],
            path: "Benchmarks/TemplateEngineBenchmark"),
        // `swift run -c release SceneRxBenchmark` (issue 11).
        .executableTarget(name: "SceneRxBenchmark", dependencies: ["SceneRx"], path: "Benchmarks/SceneRxBenchmark"),
    ]
)
