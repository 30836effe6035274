/// How large a spec may grow (issue 6: a 10 MB spec must not exhaust memory
/// or time). Each bound is far above what a hand-written spec holds, and
/// below where the generated code stops being code anyone could compile or
/// read: one scene of 400,000 fields would make a 50 MB view controller.
/// `SpecValidator` reports a spec past a bound as an error at the first
/// item beyond it, naming the bound, and checks no further items of that list.
public enum SpecLimits {
    /// Scenes in one spec (each makes about ten files; split a larger app into several specs).
    public static let scenes = 2_000
    /// Models in one spec.
    public static let models = 2_000
    /// Fields of one scene; the same bound holds for its inputs and for its actions.
    public static let membersPerScene = 1_000
    /// Routes of one scene.
    public static let routesPerScene = 1_000
    /// Properties of one model.
    public static let propertiesPerModel = 1_000
    /// Unicode scalars in a name (module, scene, model, member, route) or a
    /// type: the bound YAML-lite already puts on a key.
    public static let nameLength = 1_024
    /// Unicode scalars in a scene title.
    public static let titleLength = 1_024

    /// `400,000`: a count as people write it, in messages about a bound.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }
}
