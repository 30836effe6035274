import ScenegenSpec

extension SpecRules {
    /// These rules over `parent`'s: every reserved name of both (this reason
    /// where both give one), the type suffixes of both, and each option by
    /// level and name (this declaration where both declare it).
    func merged(over parent: SpecRules) -> SpecRules {
        var result = SpecRules(flavor: flavor)
        result.reservedNames = parent.reservedNames.merging(reservedNames) { inherited, own in
            inherited.merging(own) { _, mine in mine }
        }
        result.typeSuffixes = parent.typeSuffixes + typeSuffixes.filter { !parent.typeSuffixes.contains($0) }
        result.options =
            parent.options.filter { inherited in
                !options.contains { $0.level == inherited.level && $0.name == inherited.name }
            } + options
        return result
    }
}
