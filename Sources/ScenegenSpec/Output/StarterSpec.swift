/// The commented scenegen.yml that `scenegen init` writes: valid as it is
/// (no scenes yet), with an example scene in comments to copy from.
public enum StarterSpec {
    /// The file `scenegen init` writes the spec's JSON Schema to, beside the spec.
    public static let schemaFileName = "scenegen.schema.json"
    /// The comment that points editors (yaml-language-server) at that file,
    /// offline: the first line of the spec `init` writes.
    public static let schemaModeline = "# yaml-language-server: $schema=./\(schemaFileName)"

    /// The starter text for `module`, using `flavor`.
    /// `output` and `tests` default to `Sources/<module>/Scenes` and `Tests/<module>Tests`.
    /// With `schemaModeline`, the first line points editors at `scenegen.schema.json`
    /// (`init` writes that file beside it; `new` writes none, so its spec has no such line).
    public static func text(
        module: String, flavor: String = Spec.defaultFlavor, output: String? = nil, tests: String? = nil,
        schemaModeline: Bool = false
    ) -> String {
        let output = output ?? Spec.defaultOutput(module: module)
        let tests = tests ?? Spec.defaultTests(module: module)
        return (schemaModeline ? Self.schemaModeline + "\n" : "") + """
            # scenegen.yml: the scenes of \(module). Reference: docs/spec.md
            # Check it with `scenegen validate`; add a scene with `scenegen new <Scene>`,
            # then regenerate everything with `scenegen generate`.

            module: \(YAMLQuoting.scalar(module))\(pad(module, 24))# Swift module of the generated code
            flavor: \(YAMLQuoting.scalar(flavor))\(pad(flavor, 24))# built-in flavor name, or a path to a template folder
            output: \(YAMLQuoting.scalar(output))\(pad(output, 24))# scene files go to <output>/<Scene>/
            tests: \(YAMLQuoting.scalar(tests))\(pad(tests, 25))# generated tests go here
            # templates: Templates          # optional: per-file overrides of the flavor's templates

            # models:                       # optional: plain Equatable/Codable structs
            #   Car:
            #     id: String
            #     price: Double

            # services:                     # optional: protocols the ViewModels get through their Builders
            #   CarCatalog:                 # one method per key, in Swift syntax; tests get a mock
            #     car: "(carID: String) -> Single<Car?>"
            #     setFavorite: "(carID: String, isFavorite: Bool) -> Completable"

            # Scenes, in order. For example:
            #   CarDetails:
            #     title: Car                 # optional: the name split into words by default
            #     uses: [CarCatalog]         # services the ViewModel gets from AppDependencies
            #     inputs:                    # data injected through the Builder
            #       carID: String
            #     fields:                    # what the view shows: ViewModel outputs
            #       car: Car?
            #       photos: "[URL]"          # quote types that start with `[`
            #     actions: [toggleFavorite]  # user intents; `rate: Int` carries a value, `open: photos` a chosen row
            #     routes: [CarList]          # scenes it can navigate to
            scenes: {}

            """
    }

    /// Spaces that line comments up after a value, at least one.
    private static func pad(_ value: String, _ width: Int) -> String {
        String(repeating: " ", count: max(1, width - YAMLQuoting.scalar(value).count))
    }
}
