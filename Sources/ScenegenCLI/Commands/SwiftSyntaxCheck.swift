import Foundation
import ScenegenCore
import ScenegenKit

/// `validate --swift`: every Swift file a run renders goes through
/// `swiftc -parse` (in a scratch folder; nothing is written to the project),
/// and each syntax error is reported at the template line that produced it,
/// naming the generated file and line as swiftc saw them.
struct SwiftSyntaxCheck {
    let project: ProjectGenerator

    /// `swiftc` in a folder of `PATH`, if any.
    static func compiler(in environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = PathText.join(String(folder), "swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Parses the rendered Swift files; throws every syntax error found. Without
    /// a toolchain on `PATH`, says so in a note and checks nothing.
    func run(in context: CommandContext) throws {
        guard let swiftc = Self.compiler(in: context.environment) else {
            context.report([.note("no `swiftc` on PATH: the Swift syntax check (`--swift`) was skipped")])
            return
        }
        let (files, lineMaps, sources) = try project.filesWithLineMaps()
        let swiftFiles = files.filter { $0.path.hasSuffix(".swift") }
        guard !swiftFiles.isEmpty else { return }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenegen-swift-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var generatedPath: [String: String] = [:]
        for file in swiftFiles {
            let path = PathText.join(scratch, file.path)
            try FileManager.default.createDirectory(
                atPath: PathText.directory(of: path), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
            generatedPath[path] = file.path
        }
        let output = try Self.parse(swiftc, swiftFiles.map { PathText.join(scratch, $0.path) })
        var problems: [Diagnostic] = []
        for line in output.split(separator: "\n") {
            guard let error = SwiftcError(String(line)), let path = generatedPath[error.path] else { continue }
            let place = "\(path):\(error.line):\(error.column)"
            if let span = lineMaps[path]?.templatePosition(line: error.line, column: error.column) {
                problems.append(.error("\(error.message) (in generated \(place))", at: span))
            } else {
                // A line of the header: the generated file is the only place to show.
                if let file = swiftFiles.first(where: { $0.path == path }) {
                    context.register(SourceFile(path: path, text: file.contents))
                }
                problems.append(
                    .error(error.message, at: SourceSpan(path: path, line: error.line, column: error.column)))
            }
        }
        guard !problems.isEmpty else { return }
        for source in sources { context.register(source) }
        throw DiagnosticError(problems)
    }

    /// Runs `swiftc -parse` on `paths`; its diagnostics, as it printed them.
    private static func parse(_ swiftc: String, _ paths: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse"] + paths
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// One `path:line:column: error: message` line of swiftc's output.
struct SwiftcError {
    let path: String
    let line: Int
    let column: Int
    let message: String

    init?(_ text: String) {
        guard let marker = text.range(of: ": error: ") else { return nil }
        let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
        else { return nil }
        path = place.dropLast(2).joined(separator: ":")
        self.line = line
        self.column = column
        message = String(text[marker.upperBound...])
    }
}
