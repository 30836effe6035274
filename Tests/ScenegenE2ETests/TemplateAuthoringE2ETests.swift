import Foundation
import ScenegenTestSupport
import Testing

/// Writing templates: `dump --context` shows what a template receives, `render`
/// reproduces a generated file from it, `validate --swift` finds the template
/// line behind a Swift syntax error, and template problems print as spec
/// problems do (relative paths, suggestions for misspelt names).
@Suite("template authoring")
struct TemplateAuthoringE2ETests {
    /// One file rule of a built-in flavor's manifest, read line by line.
    struct Rule {
        var template = ""
        var path = ""
        var scope = ""
        var owner = ""
    }

    /// The flavor's file rules: those of the flavor it `extends:` first, each one
    /// of its own replacing the parent's of the same template, then its others.
    static func rules(of flavor: String) throws -> [Rule] {
        let manifest = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("Templates/\(flavor)/manifest.yml"),
            encoding: .utf8)
        let inherited = try parent(of: flavor).map(rules(of:)) ?? []
        var rules: [Rule] = []
        for line in manifest.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            func value(_ key: String) -> String? {
                guard text.hasPrefix(key + ": ") else { return nil }
                return String(text.dropFirst(key.count + 2)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            if let template = value("- template") {
                rules.append(Rule(template: template))
            } else if let path = value("path") {
                rules[rules.count - 1].path = path
            } else if let scope = value("scope") {
                rules[rules.count - 1].scope = scope
            } else if let owner = value("owner") {
                rules[rules.count - 1].owner = owner
            }
        }
        var merged = inherited
        for rule in rules {
            if let index = merged.firstIndex(where: { $0.template == rule.template }) {
                merged[index] = rule
            } else {
                merged.append(rule)
            }
        }
        return merged
    }

    /// The built-in flavor `flavor` extends, from its manifest's `extends:` line.
    static func parent(of flavor: String) throws -> String? {
        let manifest = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("Templates/\(flavor)/manifest.yml"),
            encoding: .utf8)
        return manifest.split(separator: "\n").first { $0.hasPrefix("extends: ") }.map { String($0.dropFirst(9)) }
    }

    /// The template file of `flavor`: its own, else the nearest parent's.
    static func templatePath(_ template: String, of flavor: String) throws -> String {
        let path = Scenegen.repositoryRoot.appendingPathComponent("Templates/\(flavor)/\(template)").path
        if FileManager.default.fileExists(atPath: path) { return path }
        guard let parent = try parent(of: flavor) else { return path }
        return try templatePath(template, of: parent)
    }

    @Test(arguments: ["terminal", "uikit", "swiftui"])
    func renderWithTheDumpedContextReproducesEveryGeneratedFile(_ flavor: String) throws {
        let folder = try TemporaryFolder("context-\(flavor)")
        defer { folder.remove() }
        let spec = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("Examples/carshop.scenegen.yml"),
            encoding: .utf8)
        try folder.write("flavor: \(flavor)\n" + spec, to: "scenegen.yml")
        let generated = try folder.scenegen("generate", "--quiet")
        #expect(generated.status == 0, "\(generated.transcript)")

        let output = "Sources/CarShop/Scenes"
        let tests = "Tests/CarShopTests"
        let names: [String: [(argument: String, name: String)]] = [
            "project": [("project", "")],
            "scene": [("CarList", "CarList"), ("CarDetails", "CarDetails")],
            "model": [("model:Car", "Car")],
            "service": [("service:CarCatalog", "CarCatalog"), ("service:FavoriteStore", "FavoriteStore")],
        ]
        var compared = 0
        for (scope, entries) in names {
            for entry in entries {
                let dump = try folder.scenegen("dump", "--context", entry.argument)
                #expect(dump.status == 0, "dump --context \(entry.argument): \(dump.transcript)")
                guard dump.status == 0 else { continue }
                let contextFile = "context-\(scope)-\(entry.name).json"
                try folder.write(dump.stdout, to: contextFile)
                for rule in try Self.rules(of: flavor) where rule.scope == scope {
                    let path = rule.path.replacingOccurrences(of: "{{ output }}", with: output)
                        .replacingOccurrences(of: "{{ tests }}", with: tests)
                        .replacingOccurrences(of: "{{ \(scope).name }}", with: entry.name)
                        .replacingOccurrences(of: "{{ service.mockName }}", with: "Mock" + entry.name)
                    let template = try Self.templatePath(rule.template, of: flavor)
                    // `--flavor`: what a template imports resolves as `generate` resolves it.
                    let arguments = [
                        "render", template, "--context", contextFile, "--trim-blocks", "--strict", "--header",
                        rule.owner, "--flavor", flavor,
                    ]
                    let render = try folder.scenegen(arguments: arguments)
                    #expect(render.status == 0, "render \(rule.template): \(render.transcript)")
                    let expected = folder.exists(path) ? try folder.read(path) : ""
                    #expect(
                        render.stdout == expected,
                        "\(flavor): render \(rule.template) with `dump --context \(entry.argument)` differs from \(path)"
                    )
                    compared += 1
                }
            }
        }
        #expect(compared >= 15)
    }

    @Test func theDumpedContextHoldsWhatTheBuilderComputes() throws {
        let folder = try TemporaryFolder("context-keys")
        defer { folder.remove() }
        try folder.write(
            "module: App\nscenes:\n  Login:\n    title: Sign \"in\"\n    actions: [submit]\n", to: "scenegen.yml")
        let dump = try folder.scenegen("dump", "--context", "Login")
        #expect(dump.status == 0, "\(dump.transcript)")
        for key in ["\"relay\": \"submitRelay\"", #""titleLiteral": "\"Sign \\\"in\\\"\"""#, "\"header\": {"] {
            #expect(dump.stdout.contains(key), "`\(key)` is not in the dumped context:\n\(dump.stdout)")
        }
        let unknown = try folder.scenegen("dump", "--context", "Logn")
        #expect(unknown.status == 1, "\(unknown.transcript)")
        #expect(unknown.stderr.contains("did you mean `Login`?"), "\(unknown.transcript)")
    }

    /// The starter project of `scenegen init`, its `Builder` template overridden
    /// with the built-in one minus the `{` that opens the Builder's enum.
    func projectWithADroppedBrace() throws -> (TemporaryFolder, line: Int) {
        let folder = try TemporaryFolder("dropped-brace")
        try folder.write(
            "module: App\ntemplates: MyTemplates\nscenes:\n  Login:\n    actions: [submit]\n", to: "scenegen.yml")
        let builtIn = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("Templates/terminal/Builder.swift.stencil"),
            encoding: .utf8)
        var lines = builtIn.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasPrefix("enum ") && $0.hasSuffix(" {") }) else {
            throw TestFailure("no `enum … {` line in Builder.swift.stencil")
        }
        lines[index].removeLast(2)
        try folder.write(lines.joined(separator: "\n"), to: "MyTemplates/Builder.swift.stencil")
        return (folder, index + 1)
    }

    @Test func validateSwiftReportsASyntaxErrorAtTheTemplateLine() throws {
        guard
            ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains(where: {
                FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
            }) == true
        else { return }
        let (folder, _) = try projectWithADroppedBrace()
        defer { folder.remove() }
        // Without --swift the templates render, so validate cannot see it.
        let plain = try folder.scenegen("validate")
        #expect(plain.status == 0, "\(plain.transcript)")

        let result = try folder.scenegen("validate", "--swift")
        #expect(result.status == 1, "\(result.transcript)")
        #expect(
            result.stderr.contains("MyTemplates/Builder.swift.stencil:")
                && result.stderr.contains("(in generated Sources/App/Scenes/Login/LoginBuilder.swift:"),
            "\(result.transcript)")
        #expect(!result.stderr.contains(folder.path), "paths are relative: \(result.transcript)")
        // The quoted line is the template's, with a caret under it.
        #expect(result.stderr.contains("^"), "\(result.transcript)")
    }

    @Test func validateSwiftWithoutAToolchainSaysSoAndChecksTheRest() throws {
        let folder = try TemporaryFolder("no-toolchain")
        defer { folder.remove() }
        try folder.write("module: App\nscenes:\n  Login: {}\n", to: "scenegen.yml")
        guard let binary = Scenegen.binary else { throw TestFailure("no scenegen binary") }
        let result = try ProcessRunner.run(
            binary, ["validate", "--swift"], in: folder.url, environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.stderr.contains("no `swiftc` on PATH"), "\(result.transcript)")
    }

    @Test func aTemplateErrorInTheSpecsOverridesPrintsARelativePath() throws {
        let folder = try TemporaryFolder("relative-template-path")
        defer { folder.remove() }
        try folder.write("module: App\ntemplates: MyTemplates\nscenes:\n  Login: {}\n", to: "scenegen.yml")
        try folder.write("struct A {}\n{% iff x %}\n", to: "MyTemplates/Builder.swift.stencil")
        let result = try folder.scenegen("validate")
        #expect(result.status == 1, "\(result.transcript)")
        #expect(
            result.stderr.hasPrefix("MyTemplates/Builder.swift.stencil:2:4: error: unknown tag `iff`"),
            "\(result.transcript)")
    }

    @Test func templatesWhichNamesTheSpecsFolderOnce() throws {
        let folder = try TemporaryFolder("which-wording")
        defer { folder.remove() }
        try folder.write("module: App\ntemplates: MyTemplates\nscenes:\n  Login: {}\n", to: "scenegen.yml")
        try folder.write("// mine\n", to: "MyTemplates/Builder.swift.stencil")
        let result = try folder.scenegen("templates", "which", "Builder.swift.stencil")
        #expect(result.status == 0, "\(result.transcript)")
        #expect(!result.stdout.contains("::"), "\(result.transcript)")
        #expect(result.stdout.contains("spec templates: MyTemplates/Builder.swift.stencil"), "\(result.transcript)")
    }

    @Test func aMistypedTemplateNameGetsASuggestion() throws {
        let folder = try TemporaryFolder("template-typo")
        defer { folder.remove() }
        try folder.write("module: App\ntemplates: MyTemplates\nscenes:\n  Login: {}\n", to: "scenegen.yml")
        try folder.write("// mine\n", to: "MyTemplates/Buildr.swift.stencil")
        let which = try folder.scenegen("templates", "which", "Buildr.swift.stencil")
        #expect(which.status == 1, "\(which.transcript)")
        #expect(which.stderr.contains("did you mean `Builder.swift.stencil`?"), "\(which.transcript)")

        let validate = try folder.scenegen("validate")
        #expect(
            validate.stderr.contains(
                "scenegen.yml:2:12: warning: `Buildr.swift.stencil` in `MyTemplates` overrides no template of the flavor; did you mean `Builder.swift.stencil`?"
            ), "\(validate.transcript)")
    }

    @Test func theSpecsHeaderComesBeforeTheGeneratedByLine() throws {
        let folder = try TemporaryFolder("spec-header")
        defer { folder.remove() }
        try folder.write(
            "module: App\nheader: |\n  // Copyright 2026 Acme.\n  // SPDX-License-Identifier: MIT\nscenes:\n  Login: {}\n",
            to: "scenegen.yml")
        let result = try folder.scenegen("generate", "--quiet")
        #expect(result.status == 0, "\(result.transcript)")
        let generated = try folder.read("Sources/App/Scenes/Login/LoginBuilder.swift")
        #expect(
            generated.hasPrefix("// Copyright 2026 Acme.\n// SPDX-License-Identifier: MIT\n// Generated by scenegen"),
            "\(generated)")
        let owned = try folder.read("Sources/App/Scenes/Login/LoginViewModel.swift")
        #expect(owned.hasPrefix("// Copyright 2026 Acme.\n// SPDX-License-Identifier: MIT\n\n"), "\(owned)")
    }

    @Test func aHeaderLineThatIsNotACommentIsAnErrorAtThatLine() throws {
        let folder = try TemporaryFolder("bad-header")
        defer { folder.remove() }
        try folder.write(
            "module: App\nheader: |\n  // Copyright 2026 Acme.\n  All rights reserved.\nscenes:\n  Login: {}\n",
            to: "scenegen.yml")
        let result = try folder.scenegen("validate")
        #expect(result.status == 1, "\(result.transcript)")
        #expect(
            result.stderr.hasPrefix("scenegen.yml:4:3: error: the header line `All rights reserved.` is not a comment"),
            "\(result.transcript)")
        #expect(!folder.exists("Sources"))
    }
}
