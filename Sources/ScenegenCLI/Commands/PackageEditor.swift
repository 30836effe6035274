import Foundation
import ScenegenCore
import ScenegenKit

/// `init --edit-package`: adds scenegen's runtime to a SwiftPM package through
/// SwiftPM's own commands (`swift package add-dependency`,
/// `add-target-dependency`), after reading the manifest as SwiftPM reads it
/// (`swift package dump-package`): only what is missing is added, so a second
/// run changes nothing, and a manifest SwiftPM cannot read is left untouched.
struct PackageEditor {
    /// What a run changed, in order, as lines to print.
    var changes: [String] = []

    let context: CommandContext
    /// The `swift` executable (`SCENEGEN_SWIFT`, else `swift` on PATH).
    let swift: String

    /// A dependency or target dependency the manifest has, as dump-package reports it.
    struct Manifest {
        /// Package identity by the absolute path of each path dependency.
        var pathDependencies: [String: String]
        /// Each target's type (`executable`, `regular`, `test`) and the products it uses as `identity/product`.
        var targets: [String: (type: String, products: Set<String>)]
    }

    /// Why the package cannot be edited: the message, and whether the lines to add by hand should follow.
    struct Refusal: Error {
        var message: String
    }

    init(context: CommandContext) {
        self.context = context
        swift = context.environment["SCENEGEN_SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
    }

    /// Adds the dependency on the scenegen checkout at `checkout` and the `runtime`
    /// products to `target` and to the test target `testTarget`.
    mutating func edit(target: String, testTarget: String, runtime: FlavorSetup.Products, checkout: String)
        throws(Refusal)
    {
        guard toolchainHasAddCommands() else {
            throw Refusal(
                message: "this toolchain's `swift package` has no `add-dependency` (Swift 6.0 and later have it), "
                    + "so Package.swift was left as it is")
        }
        var manifest = try read()
        let resolved = URL(fileURLWithPath: checkout).resolvingSymlinksInPath().path
        var identity = manifest.pathDependencies[resolved]
        if identity == nil {
            try swiftPackage(["add-dependency", checkout, "--type", "path"])
            changes.append("added the package dependency on \(checkout)")
            manifest = try read()
            identity = manifest.pathDependencies[resolved]
        }
        guard let identity else {
            throw Refusal(message: "`swift package add-dependency` did not add \(checkout) to Package.swift")
        }
        guard manifest.targets[target] != nil else {
            throw Refusal(message: "Package.swift has no target `\(target)`")
        }
        if manifest.targets[testTarget] == nil {
            try swiftPackage(["add-target", testTarget, "--type", "test", "--dependencies", target])
            changes.append("added the test target \(testTarget)")
            manifest = try read()
        }
        for (name, products) in [(target, runtime.app), (testTarget, runtime.tests)] {
            let has = manifest.targets[name]?.products ?? []
            for product in products where !has.contains(identity + "/" + product) {
                try swiftPackage(["add-target-dependency", product, name, "--package", identity])
                changes.append("added \(product) to target \(name)")
            }
        }
        // What SwiftPM reads after the edits must still be a package.
        _ = try read()
    }

    /// The manifest as SwiftPM evaluates it.
    func read() throws(Refusal) -> Manifest {
        let (status, output, errors) = run(["package", "dump-package"])
        guard status == 0, let data = output.data(using: .utf8),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            let first = errors.split(separator: "\n").first.map(String.init) ?? "exit \(status)"
            throw Refusal(message: "SwiftPM cannot read Package.swift (\(first)), so it was left as it is")
        }
        var paths: [String: String] = [:]
        for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
            for case let entry as [String: Any] in dependency["fileSystem"] as? [Any] ?? [] {
                guard let path = entry["path"] as? String, let identity = entry["identity"] as? String else { continue }
                paths[URL(fileURLWithPath: path).resolvingSymlinksInPath().path] = identity
            }
        }
        var targets: [String: (type: String, products: Set<String>)] = [:]
        for target in json["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            var products: Set<String> = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // ["SceneRx", "scenegen", null, null]: the product, then its package.
                guard let product = dependency["product"] as? [Any], product.count > 1,
                    let productName = product[0] as? String, let package = product[1] as? String
                else { continue }
                products.insert(package.lowercased() + "/" + productName)
            }
            targets[name] = (target["type"] as? String ?? "", products)
        }
        return Manifest(pathDependencies: paths, targets: targets)
    }

    private func toolchainHasAddCommands() -> Bool {
        run(["package", "add-dependency", "--help"]).status == 0
    }

    private func swiftPackage(_ arguments: [String]) throws(Refusal) {
        let (status, _, errors) = run(["package"] + arguments)
        guard status == 0 else {
            let first = errors.split(separator: "\n").first.map(String.init) ?? "exit \(status)"
            throw Refusal(message: "`swift package \(arguments.joined(separator: " "))` failed: \(first)")
        }
    }

    /// Runs `swift arguments` in the command's folder.
    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.currentDirectory)
        let output = Pipe()
        // Errors go to a file, so that neither stream can fill a pipe while the other is read.
        let errorsPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenegen-swift-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
            .path
        guard FileManager.default.createFile(atPath: errorsPath, contents: nil),
            let errors = FileHandle(forWritingAtPath: errorsPath)
        else { return (127, "", "cannot make a temporary file for `\(swift)`'s messages") }
        defer {
            try? errors.close()
            try? FileManager.default.removeItem(atPath: errorsPath)
        }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "", "cannot run `\(swift)`: \(error.localizedDescription)")
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), errorText)
    }
}
