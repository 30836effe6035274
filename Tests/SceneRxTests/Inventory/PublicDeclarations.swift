import Foundation

/// One public declaration as the API inventory writes it: `func`, `ObservableType`,
/// `take(while:behavior:)`.
struct Declaration: Hashable, CustomStringConvertible {
    let kind: String
    let container: String
    let name: String

    var description: String { "\(kind) \(container == "-" ? "" : container + ".")\(name)" }

    /// Types of any kind match each other (RxSwift's struct may be SceneRx's class).
    var matchKey: String {
        let types: Set = ["class", "struct", "enum", "protocol", "typealias"]
        return "\(types.contains(kind) ? "type" : kind)|\(container)|\(name)"
    }
}

/// The public declarations of built modules, read from the toolchain's symbol graph
/// (`swift-symbolgraph-extract`), including members a type gets from protocol extensions.
enum PublicDeclarations {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static let kinds = [
        "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol",
        "swift.typealias": "typealias", "swift.func": "func", "swift.method": "func",
        "swift.type.method": "static func", "swift.init": "init", "swift.func.op": "operator",
        "swift.subscript": "subscript", "swift.type.subscript": "subscript",
    ]

    /// The declarations of `modules`, found in the Modules folder beside the test bundle.
    static func of(modules: [String]) throws -> Set<Declaration> {
        let moduleFolder = try modulesFolder(containing: modules)
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenerx-symbols-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        for module in modules {
            try extract(module, from: moduleFolder, to: output)
        }
        var declarations = Set<Declaration>()
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".json") {
            declarations.formUnion(try parse(Data(contentsOf: output.appendingPathComponent(file))))
        }
        return declarations
    }

    /// The declarations a symbol graph file lists (underscored names left out).
    static func parse(_ data: Data) throws -> Set<Declaration> {
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]]
        else { throw Failure(description: "not a symbol graph") }
        var declarations = Set<Declaration>()
        for symbol in symbols {
            guard let kindInfo = symbol["kind"] as? [String: Any], let identifier = kindInfo["identifier"] as? String,
                let kind = kinds[identifier], let path = symbol["pathComponents"] as? [String], let last = path.last,
                let names = symbol["names"] as? [String: Any], let title = names["title"] as? String
            else { continue }
            if path.contains(where: { $0.hasPrefix("_") }) { continue }
            let isFunction = ["func", "static func", "init", "subscript", "operator"].contains(kind)
            let container = path.dropLast().joined(separator: ".")
            declarations.insert(
                Declaration(kind: kind, container: container.isEmpty ? "-" : container, name: isFunction ? title : last)
            )
        }
        return declarations
    }

    private static func extract(_ module: String, from folder: URL, to output: URL) throws {
        let process = Process()
        process.executableURL = try tool()
        process.arguments = [
            "-module-name", module, "-I", folder.path, "-target", targetTriple, "-output-dir", output.path,
            "-minimum-access-level", "public",
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "swift-symbolgraph-extract \(module) failed: \(String(decoding: message, as: UTF8.self))")
        }
    }

    private static var targetTriple: String {
        #if arch(arm64)
            return "aarch64-unknown-linux-gnu"
        #else
            return "x86_64-unknown-linux-gnu"
        #endif
    }

    /// `swift-symbolgraph-extract` beside the `swift` driver on the PATH.
    private static func tool() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "swift-symbolgraph-extract is not on the PATH")
    }

    /// The build's Modules folder: beside the test bundle (`swift test`), else `.build/debug`.
    private static func modulesFolder(containing modules: [String]) throws -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            bundle.appendingPathComponent("Modules"),
            bundle.deletingLastPathComponent().appendingPathComponent("Modules"),
            package.appendingPathComponent(".build/debug/Modules"),
        ]
        for candidate in candidates
        where modules.allSatisfy({
            FileManager.default.fileExists(atPath: candidate.appendingPathComponent("\($0).swiftmodule").path)
        }) {
            return candidate
        }
        throw Failure(description: "no built \(modules) in \(candidates.map(\.path))")
    }
}
