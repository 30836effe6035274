import ScenegenCore
import ScenegenSpec
import Testing

/// The spec's `services:` and a scene's `uses:` (docs/spec.md): decoding,
/// signatures in Swift syntax, and every rule with its position.
@Suite("Spec services and uses")
struct ServiceSpecTests {
    private func load(_ text: String) throws -> Spec {
        try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text)).spec
    }

    @Test func decodesServicesAndUsesInOrder() throws {
        let spec = try load(
            """
            module: Shop
            models:
              Car:
                id: String
            services:
              CarRepository:
                cars: "() -> Observable<[Car]>"
                setFavorite: "(carID: String, isFavorite: Bool) -> Completable"
                forget: "(carID: String)"
            scenes:
              CarList:
                uses: [CarRepository]

            """)
        let service = try #require(spec.services.first)
        #expect(service.name == "CarRepository")
        #expect(service.propertyName == "carRepository")
        #expect(ServiceSpec(name: "URLLoader").propertyName == "urlLoader")
        #expect(service.methods.map(\.selector) == ["cars()", "setFavorite(carID:isFavorite:)", "forget(carID:)"])
        #expect(service.methods[0].returnType.canonical == "Observable<[Car]>")
        #expect(service.methods[1].parameters.map(\.type.canonical) == ["String", "Bool"])
        #expect(service.methods[2].returnType == .named("Void"))
        #expect(spec.scenes[0].uses.map(\.service) == ["CarRepository"])
    }

    @Test func signaturesInSwiftSyntax() throws {
        let parsed = try ServiceSignatureParser.parse(" ( id : String , tags: [String: Int]? ) ->  Single<Car?> ")
        #expect(parsed.parameters.map(\.label) == ["id", "tags"])
        #expect(parsed.parameters[1].type.canonical == "[String: Int]?")
        #expect(parsed.returnType.canonical == "Single<Car?>")
        #expect(try ServiceSignatureParser.parse("()").parameters.isEmpty)
    }

    @Test func badSignaturesPointIntoTheSignature() {
        expectDiagnostics(
            """
            module: Shop
            services:
              Repo:
                a: "1️⃣cars"
                b: "(id: String) 2️⃣=> Int"
                c: "(id:3️⃣ ) -> Int"
                d: 4️⃣"(id: String, id: Int) -> Int"
            scenes:
              Home:
                uses: [Repo]

            """,
            [
                .error(
                    "1️⃣",
                    "bad signature for method `a` of service `Repo`: a method signature starts with its parameters in parentheses: `(id: String) -> Observable<Car>` or `() -> Observable<[Car]>`"
                ),
                .error(
                    "2️⃣",
                    "bad signature for method `b` of service `Repo`: expected `->` and the return type after the parameters"
                ),
                .error(
                    "3️⃣",
                    "bad signature for method `c` of service `Repo`: parameter `id`: the type is empty; write a Swift type such as `String`"
                ),
                .error("4️⃣", "parameter `id` appears twice in method `d` of service `Repo`"),
            ])
    }

    @Test func usesAndNamesAreChecked() {
        expectDiagnostics(
            """
            module: Shop
            services:
              1️⃣carRepository:
                2️⃣Cars: "() -> Int"
              3️⃣Unused:
                ping: "()"
              Repo:
                pair: 4️⃣"(id: String, id: Int) -> Int"
            scenes:
              Home:
                uses: [Repo, 5️⃣Rep, 6️⃣Repo, 7️⃣carRepository]
                fields:
                  8️⃣isLoading: Bool

            """,
            [
                .error(
                    "1️⃣",
                    "service name `carRepository` must be an UpperCamelCase Swift identifier; did you mean `CarRepository`?"
                ),
                .error(
                    "2️⃣",
                    "method name `Cars` of service `carRepository` must be a lowerCamelCase Swift identifier; did you mean `cars`?"
                ),
                .note("3️⃣", "no scene uses service `Unused`; add it to a scene's `uses:` or remove it"),
                .error("4️⃣", "parameter `id` appears twice in method `pair` of service `Repo`"),
                .error("5️⃣", "scene `Home` uses `Rep`, which is not a service of the spec; did you mean `Repo`?"),
                .error("6️⃣", "`Repo` is listed twice in the `uses` of scene `Home`"),
                .error(
                    "8️⃣",
                    "`isLoading` cannot be a field name in scene `Home`: a scene that uses services gets an `isLoading` output of its own; choose another name"
                ),
            ])
    }

    @Test func aTitleWithALineBreakIsRefusedAtTheTitle() {
        for (escape, what) in [
            ("\\n", "a line break (U+000A)"), ("\\u2028", "a Unicode line separator (U+2028)"),
            ("\\u2029", "a Unicode paragraph separator (U+2029)"), ("\\r", "a line break (U+000D)"),
            ("\\0", "the control character U+0000"),
        ] {
            expectDiagnostics(
                """
                module: Shop
                scenes:
                  Home:
                    title: 1️⃣"Evil\(escape)let x = fatalError()"

                """,
                [
                    .error(
                        "1️⃣",
                        "the title of scene `Home` holds \(what); a title is one line of text: remove it")
                ])
        }
    }
}
