// Measures how long YAMLParser takes on a 5 MB spec, and how long PyYAML's
// BaseLoader takes on the same file, for docs/yaml-lite.md.
// Run: swift run -c release YAMLLiteBenchmark [megabytes] [runs]
import Foundation
import ScenegenCore
import YAMLLite

/// A spec of about `bytes` bytes: scenes with fields, actions, routes,
/// comments, quoted types and block-scalar notes, as users write them.
func makeSpec(bytes: Int) -> String {
    var text = "# generated for the YAML-lite benchmark\nmodule: Benchmark\nflavor: terminal\nscenes:\n"
    var index = 0
    while text.utf8.count < bytes {
        text += """
              Scene\(index):                      # scene number \(index)
                title: "Scene \(index) — détails"
                inputs:
                  itemID: String
                fields:
                  items: "[Item]"
                  selected: Item?
                  counts: {total: Int, done: Int}
                actions: [refresh, select, 'delete item']
                routes:
                  - Scene\(index + 1)
                  - Settings
                notes: |
                  Shows the items of scene \(index).
                  Second line with: colons, # hashes and 'quotes'.
                summary: >-
                  A folded paragraph that
                  continues here.

            """
        index += 1
    }
    return text
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments.dropFirst()
let megabytes = arguments.first.flatMap(Double.init) ?? 5
let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 5
let text = makeSpec(bytes: Int(megabytes * 1_000_000))
let path = FileManager.default.temporaryDirectory.appendingPathComponent("yaml-lite-benchmark.yml").path
try text.write(toFile: path, atomically: true, encoding: .utf8)
let lineCount = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
print("spec: \(path), \(text.utf8.count) bytes, \(lineCount) lines")

var times: [Double] = []
var nodeCount = 0
for _ in 0..<runs {
    let file = SourceFile(path: path, text: text)
    times.append(
        try seconds {
            let root = try YAMLParser.parse(file)
            nodeCount = root?["scenes"]?.mapping?.count ?? 0
        })
}
times.sort()
print(
    String(
        format: "YAMLParser.parse: best %.3f s, median %.3f s over %d runs (%d scenes)", times[0], times[runs / 2],
        runs, nodeCount))

fflush(nil)  // flush our output before Python writes to the same stream

// The same file through PyYAML, timed inside Python so process start-up does not count.
if ProcessInfo.processInfo.environment["YAML_BENCHMARK_SKIP_PYYAML"] != nil { exit(0) }
let python = Process()
python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
python.arguments = [
    "python3", "-c",
    """
    import sys, time, yaml
    text = open(sys.argv[1], encoding="utf-8").read()
    start = time.perf_counter(); yaml.load(text, Loader=yaml.BaseLoader); pure = time.perf_counter() - start
    line = "PyYAML BaseLoader (pure Python): %.3f s" % pure
    if getattr(yaml, "CBaseLoader", None):
        start = time.perf_counter(); yaml.load(text, Loader=yaml.CBaseLoader); line += ", CBaseLoader (libyaml): %.3f s" % (time.perf_counter() - start)
    print(line)
    """,
    path,
]
do {
    try python.run()
    python.waitUntilExit()
} catch {
    print("PyYAML: not run (\(error))")
}
