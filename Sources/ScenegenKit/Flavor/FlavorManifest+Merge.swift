import ScenegenSpec

extension FlavorManifest {
    /// This manifest over `parent`'s (docs/flavors.md, "Extending a flavor"):
    /// a key this manifest writes wins (`setup:` and the scalar keys whole);
    /// `reserves:`, `options:` and `reactiveTypes:` merge name by name, this
    /// manifest's entry winning; `files:` are the parent's rules in its order,
    /// one of this manifest's replacing the parent's of the same `template` in
    /// place, then this manifest's others. `abstract:` is never inherited, and
    /// messages and headers name this flavor's manifest.
    public func merged(over parent: FlavorManifest) -> FlavorManifest {
        var result = parent
        result.extends = extends
        result.extendsSpan = extendsSpan
        result.isAbstract = isAbstract
        result.writtenKeys = writtenKeys.union(parent.writtenKeys)
        result.path = path
        result.source = source
        let writes = { (key: String) in writtenKeys.contains(key) }
        if writes("description") { result.description = description }
        if writes("trimBlocks") { result.trimBlocks = trimBlocks }
        if writes("trim") { result.trim = trim }
        if writes("strict") { result.strict = strict }
        if writes("header") {
            result.header = header
            result.headerSpan = headerSpan
        }
        if writes("actionKeys") { result.actionKeys = actionKeys }
        if writes("setup") { result.setup = setup }
        result.reactiveTypes.merge(reactiveTypes) { _, own in own }
        result.rules = rules.merged(over: parent.rules)
        var files = parent.files
        for rule in self.files {
            if let index = files.firstIndex(where: { $0.template == rule.template }) {
                files[index] = rule
            } else {
                files.append(rule)
            }
        }
        result.files = files
        return result
    }
}
