import ScenegenCore
import TemplateEngine

/// Works out each file's render key: the SHA-256 of everything its text can
/// depend on, so that two renders with the same key make the same text and
/// the run cache (docs/cache.md) can give the text of the last render instead
/// of rendering again.
///
/// A rule's key covers its template and every template it includes, extends
/// or imports (their names and texts, as the run's loaders find them: an
/// override added or edited changes it), the render options, the rule itself
/// (template, path, owner, scope), the names of the context's top-level
/// variables, and the value of each top-level variable that a tag or variable
/// of those templates mentions (`TemplateDependencies.names`: a superset of
/// what they read). A file's key adds its output path, the header above it,
/// and its own scene, model or service when the templates mention it. A value
/// is hashed as the compact JSON the context is made from; `scene` carries
/// what it shows of other scenes (a route's target and its inputs), so a
/// change there changes the key of every scene that routes to it.
///
/// A rule whose templates name another by a variable (`{% include name %}`)
/// has no key: its files are always rendered. scenegen's version is not in the
/// key; the cache it is kept in is of one version.
struct RenderKeys: Sendable {
    /// The SHA-256 (hex, as bytes) of the part of one rule's key that all its files share; none when it has no key.
    private var ruleParts: [Int: [UInt8]] = [:]
    /// Whether the rule's templates mention the variable of its scope (`scene`, `model`, `service`).
    private var mentionsScope: [Int: Bool] = [:]

    /// Keys for the rules of `rules` whose indices are in `keyed`, rendered by
    /// `environment` over the top-level variables `project` (every one a file of
    /// any scope gets, `header` included), the hash of a variable in
    /// `knownHashes` standing for its value's. Works out every rule's part now,
    /// so that keys are made on any thread.
    init(
        environment: TemplateEnvironment, rules: [FlavorManifest.FileRule], keyed: Set<Int>,
        project: [(key: String, value: JSONValue)], knownHashes: [String: String] = [:]
    ) {
        var hashes = knownHashes
        let optionsText = "trim \(environment.options.trim) strict \(environment.options.strict)"
        for index in keyed.sorted() {
            // A template that cannot be read has no key: rendering it reports the problem.
            guard let dependencies = try? environment.dependencies(ofTemplateNamed: rules[index].template),
                dependencies.isClosed
            else { continue }
            ruleParts[index] = Self.rulePart(
                rules[index], dependencies: dependencies, optionsText: optionsText, project: project, hashes: &hashes)
            mentionsScope[index] = dependencies.names.contains(rules[index].scope.rawValue)
        }
    }

    /// The key of the file that rule `index` makes at `path` under `top` (the
    /// header written above it), for the scope variable whose compact JSON
    /// hashes to `scopeEntry` (nil for a project file). Nil when the rule has none.
    func key(rule index: Int, path: String, top: String, scopeEntry: String?) -> String? {
        guard let shared = ruleParts[index] else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(shared.count + path.utf8.count + top.utf8.count + 128)
        bytes += shared
        Self.append(path, to: &bytes)
        Self.append(top, to: &bytes)
        Self.append(mentionsScope[index] == true ? scopeEntry ?? "-" : "-", to: &bytes)
        return SHA256.hex(bytes: bytes)
    }

    /// The part of a rule's key all its files share, hashed once: a file's key
    /// hashes this digest, not the templates' texts again.
    private static func rulePart(
        _ rule: FlavorManifest.FileRule, dependencies: TemplateDependencies, optionsText: String,
        project: [(key: String, value: JSONValue)], hashes: inout [String: String]
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        append("scenegen render key 1", to: &bytes)
        append(optionsText, to: &bytes)
        append(rule.template, to: &bytes)
        append(rule.path, to: &bytes)
        append(rule.owner.rawValue, to: &bytes)
        append(rule.scope.rawValue, to: &bytes)
        for template in dependencies.templates {
            append(template.path, to: &bytes)
            append(template.text, to: &bytes)
        }
        // Which variables there are: one that appears or goes changes what a template finds.
        append(project.map(\.key).joined(separator: " ") + " " + rule.scope.rawValue, to: &bytes)
        for (key, value) in project where dependencies.names.contains(key) {
            let hash = hashes[key] ?? SHA256.hex(bytes: JSONWriter.bytes(value, pretty: false))
            hashes[key] = hash
            append(key, to: &bytes)
            append(hash, to: &bytes)
        }
        return Array(SHA256.hex(bytes: bytes).utf8)
    }

    /// `text` with its length first, so no two sequences of fields give the same bytes.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        let count = UInt64(text.utf8.count)
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: count >> shift)) }
        bytes += text.utf8
    }
}
