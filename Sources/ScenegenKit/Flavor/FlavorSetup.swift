import Foundation
import ScenegenCore
import TemplateEngine

/// What a flavor's manifest says a project needs to run the code it generates
/// (`setup:`): a text `init` prints, the products of scenegen's own package the
/// code runs on, and how the app starts on its root scene. Built-in and
/// user-written flavors alike: nothing here is chosen by a flavor's name.
public struct FlavorSetup: Sendable {
    /// What `init` prints (the package dependencies the files need, say); empty for none.
    public var text: String = ""
    /// scenegen's runtime products the generated code imports; nil when it runs on none of them.
    public var products: Products?
    /// How the app starts on the root scene; nil when the flavor says nothing.
    public var start: Start?

    /// Creates an empty setup.
    public init() {}

    /// `setup: products:`: the products of scenegen's package per target.
    public struct Products: Sendable {
        /// What the app target depends on.
        public var app: [String]
        /// What the test target depends on (beside the app target).
        public var tests: [String]
    }

    /// `setup: start:`: two small templates. `where` ends the sentence "Start the
    /// app on `Root`: …" and `code` is the code to copy. Both see `root` (the
    /// root scene's name), `target` (the SwiftPM target, when there is one),
    /// `inputs` (the root's input arguments, such as `carID: "CAR-1"`, in the
    /// order generated initializers take them), `dependencies` (the
    /// `AppDependencies(...)` value) and `arguments` (the inputs, then
    /// `dependencies: <that value>`).
    public struct Start: Sendable {
        /// The end of the sentence that says where the code goes.
        public var location: String
        /// The code, one line or several.
        public var code: String
        /// Only in a SwiftPM package (the place names its target).
        public var packageOnly: Bool
        /// The file the code is the whole of (`Sources/{{ target }}/main.swift`), as a
        /// template, when there is one: `init --edit-package` writes a placeholder
        /// there, and the first `new` replaces the placeholder with the code.
        public var file: String? = nil
        /// Where `start:` is in the manifest, for errors.
        public var span: SourceSpan?

        /// The block `init` and the first `new` print: a line that begins
        /// `Start the app <place>:` and the code, indented by four spaces.
        /// Nil when `packageOnly` and there is no target.
        public func block(
            place: String, root: String, target: String?, inputs: [String], dependencies: String
        ) throws(DiagnosticError) -> String? {
            if packageOnly && target == nil { return nil }
            var context: [String: TemplateValue] = [
                "root": .string(root), "inputs": .array(inputs.map(TemplateValue.string)),
                "dependencies": .string(dependencies),
                "arguments": .string((inputs + ["dependencies: " + dependencies]).joined(separator: ", ")),
            ]
            if let target { context["target"] = .string(target) }
            let header = try render(location, context).trimmingCharacters(in: .whitespacesAndNewlines)
            let lines = try render(code, context).trimmingTrailingNewlines().split(
                separator: "\n", omittingEmptySubsequences: false)
            return "Start the app \(place): \(header)\n"
                + lines.map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
        }

        private func render(_ text: String, _ context: [String: TemplateValue]) throws(DiagnosticError) -> String {
            do {
                let template = try TemplateEnvironment().template(
                    source: SourceFile(path: span?.path ?? "manifest.yml", text: text))
                return try template.render(context)
            } catch {
                throw .error("the flavor's `setup: start:` does not render: \(error.message)", at: span)
            }
        }

        /// The path `file` names for `target`, relative to the package; nil without one.
        public func filePath(target: String?) throws(DiagnosticError) -> String? {
            guard let file, let target else { return nil }
            let path = try render(file, ["target": .string(target)]).trimmingCharacters(in: .whitespacesAndNewlines)
            return path.isEmpty ? nil : path
        }

        /// The code alone, for `file`: as `block` makes it, not indented.
        public func fileText(root: String, target: String?, inputs: [String], dependencies: String)
            throws(DiagnosticError) -> String
        {
            var context: [String: TemplateValue] = [
                "root": .string(root), "inputs": .array(inputs.map(TemplateValue.string)),
                "dependencies": .string(dependencies),
                "arguments": .string((inputs + ["dependencies: " + dependencies]).joined(separator: ", ")),
            ]
            if let target { context["target"] = .string(target) }
            return try render(code, context).trimmingTrailingNewlines() + "\n"
        }

        /// What `init --edit-package` writes to `file` before there is a scene: a
        /// comment, which compiles as an empty program. The first `new` replaces it.
        public static let placeholder =
            "// The app starts here: the first `scenegen new` writes the line that starts it on that scene.\n"

        /// Parses both templates, so a manifest with a broken one is refused when it is read.
        func check() -> Diagnostic? {
            for text in [location, code] + (file.map { [$0] } ?? []) {
                do {
                    _ = try TemplateEnvironment().template(source: SourceFile(path: span?.path ?? "", text: text))
                } catch {
                    return .error("`setup: start:` is not a valid template: \(error.message)", at: span)
                }
            }
            return nil
        }
    }
}
