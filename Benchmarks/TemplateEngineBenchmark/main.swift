// Renders the shared bench template with the shared context many times and
// prints microseconds per render, render-only and parse+render, so
// Scripts/bench-templates can set them beside Jinja2's figures.
//
// Usage: swift run -c release TemplateEngineBenchmark [iterations] [--runs R]
//            [--bench-dir DIR] [--output FILE] [--only render|full]
import Foundation
import ScenegenCore
import TemplateEngine

struct BenchmarkOptions {
    var iterations = 10_000
    var runs = 3
    var benchDirectory: String?
    var outputPath: String?
    /// `render` or `full` to time one mode only (for a profiler); nil times both.
    var only: String?

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--bench-dir": benchDirectory = remaining.popFirst()
            case "--output": outputPath = remaining.popFirst()
            case "--only": only = remaining.popFirst()
            case "--runs": runs = remaining.popFirst().flatMap(Int.init) ?? runs
            default:
                if let count = Int(argument) { iterations = count } else { fail("unknown argument `\(argument)`") }
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

/// The repository's copy of the shared bench files, `Tests/Fixtures/templates/bench`.
func defaultBenchDirectory() -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/templates/bench").path
}

func read(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        fail("cannot read `\(path)`")
    }
    return text
}

/// Seconds of this process's CPU time (user and system), which other
/// processes sharing the machine do not inflate.
func processSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Wall-clock seconds (monotonic clock) and CPU seconds taken by `body`.
func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let cpuStart = processSeconds()
    try body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, processSeconds() - cpuStart)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func main() throws {
    let options = BenchmarkOptions(Array(CommandLine.arguments.dropFirst()))
    let directory = options.benchDirectory ?? defaultBenchDirectory()
    let templatePath = directory + "/scene_viewmodel.stencil"
    let source = SourceFile(path: templatePath, text: read(templatePath))
    let contextFile = SourceFile(path: directory + "/scene_context.json", text: read(directory + "/scene_context.json"))
    guard let context = TemplateValue.context(json: try JSONParser.parse(contextFile)) else {
        fail("the bench context is not a JSON object")
    }

    let environment = TemplateEnvironment()
    let template = try environment.template(source: source)
    let output = try template.render(context)
    if let outputPath = options.outputPath {
        try output.write(toFile: outputPath, atomically: true, encoding: .utf8)
    }

    // Warm up caches and lazily initialised statics before timing.
    for _ in 0..<min(200, options.iterations) { _ = try template.render(context) }

    var renderRuns: [(wall: Double, cpu: Double)] = []
    var fullRuns: [(wall: Double, cpu: Double)] = []
    var total = 0
    for _ in 0..<options.runs where options.only != "render" {
        fullRuns.append(
            try measure {
                for _ in 0..<options.iterations {
                    total &+= try environment.template(source: source).render(context).utf8.count
                }
            })
    }
    for _ in 0..<options.runs where options.only != "full" {
        renderRuns.append(
            try measure {
                for _ in 0..<options.iterations { total &+= try template.render(context).utf8.count }
            })
    }
    let n = Double(options.iterations)
    print(
        "scenegen TemplateEngine, iterations \(options.iterations), runs \(options.runs), output_bytes \(output.utf8.count)"
    )
    for (label, runs) in [("full_parse_render", fullRuns), ("render_only", renderRuns)] where !runs.isEmpty {
        let walls = runs.map(\.wall)
        let cpus = runs.map(\.cpu)
        let rounded = walls.map { ($0 * 1e4).rounded() / 1e4 }
        print(
            "\(label): runs_s=\(rounded) median_s=\(String(format: "%.4f", median(walls))) per_render_us=\(String(format: "%.2f", median(walls) / n * 1e6)) cpu_per_render_us=\(String(format: "%.2f", median(cpus) / n * 1e6))"
        )
    }
    if total == 0 { print("") }  // keeps the renders observable to the optimiser
}

do {
    try main()
} catch let error as TemplateError {
    fail(error.description)
} catch {
    fail("\(error)")
}
