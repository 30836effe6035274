/// One marble scenario of the corpus: its definition lines and the results recorded from the
/// reference (lines starting with `->`).
struct Scenario {
    let name: String
    let line: Int
    var definition: [String] = []
    var expected: [String] = []
}

/// A corpus file: comment lines (the header), then scenarios, each opened by `== name`.
struct CorpusFile {
    var header: [String] = []
    var scenarios: [Scenario] = []

    init(text: String) throws {
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line.hasPrefix("== ") {
                scenarios.append(Scenario(name: String(line.dropFirst(3)), line: offset + 1))
            } else if line.isEmpty {
                continue
            } else if scenarios.isEmpty {
                header.append(line)
            } else if line.hasPrefix("-> ") {
                scenarios[scenarios.count - 1].expected.append(String(line.dropFirst(3)))
            } else if !line.hasPrefix("#") {
                scenarios[scenarios.count - 1].definition.append(line)
            }
        }
    }

    /// The file with each scenario's results replaced by `results` (the recorder's output).
    func rendered(results: [[String]]) -> String {
        var lines = header + [""]
        for (scenario, result) in zip(scenarios, results) {
            lines.append("== \(scenario.name)")
            lines += scenario.definition
            lines += result.map { "-> \($0)" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
