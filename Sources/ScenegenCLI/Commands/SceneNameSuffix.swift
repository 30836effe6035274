import ScenegenSpec

/// `new CarDetailsViewController` and `new CarDetailsScene` mean the scene
/// `CarDetails`: scenegen adds these suffixes itself, so a name typed with one
/// loses it (with a note saying so). Route names too.
enum SceneNameSuffix {
    /// The suffixes taken off, longest first.
    static let suffixes = ["ViewController", "ViewModel", "Builder", "Router", "Screen", "Scene"]

    /// `name` without a suffix scenegen adds itself, and the suffix taken off.
    static func strip(_ name: String) -> (name: String, suffix: String?) {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            let rest = String(name.dropLast(suffix.count))
            guard let first = rest.first, first.isUppercase else { continue }
            return (rest, suffix)
        }
        return (name, nil)
    }

    /// `scene` with its name and route names stripped, a note printed for each change.
    static func stripped(_ scene: SceneSpec, in context: CommandContext) -> SceneSpec {
        var scene = scene
        func strippedName(_ name: String) -> String {
            let (rest, suffix) = strip(name)
            if let suffix {
                context.printError(
                    "note: `\(name)` means the scene `\(rest)`: scenegen adds `\(suffix)` and the other suffixes itself\n"
                )
            }
            return rest
        }
        let hadDefaultTitle = scene.hasDefaultTitle
        scene.name = strippedName(scene.name)
        if hadDefaultTitle { scene.title = SceneSpec.defaultTitle(for: scene.name) }
        scene.routes = scene.routes.map { RouteSpec(scene: strippedName($0.scene), span: $0.span) }
        return scene
    }
}
