import ScenegenCore
import ScenegenSpec
import ScenegenTestSupport
import Testing

/// Every error class of the spec layer, with its exact message and position.
@Suite("Spec diagnostics")
struct SpecDiagnosticsTests {
    // MARK: - Structure

    @Test func emptyDocument() {
        expectDiagnostics(
            "1️⃣# nothing yet\n",
            [.error("1️⃣", "the spec is empty; start it with `module: <Name>`, the Swift module that holds the scenes")])
    }

    @Test func missingModule() {
        expectDiagnostics(
            "1️⃣flavor: terminal\nscenes: {}\n",
            [.error("1️⃣", "missing `module:`; add `module: <Name>` with the Swift module that holds the scenes")])
    }

    @Test func rootMustBeAMapping() {
        expectDiagnostics(
            "1️⃣- CarList\n- CarDetails\n",
            [.error("1️⃣", "a spec must be a mapping of keys such as `module:` and `scenes:`, not a sequence")])
    }

    @Test func unknownKeysWithSuggestions() {
        expectDiagnostics(
            """
            module: Shop
            1️⃣modles:
            scenes:
              CarList:
                2️⃣feilds:
                  title: String
                3️⃣colour: red

            """,
            [
                .error("1️⃣", "unknown key `modles` at the top level of the spec; did you mean `models`?"),
                .error("2️⃣", "unknown key `feilds` in scene `CarList`; did you mean `fields`?"),
                .error(
                    "3️⃣",
                    "unknown key `colour` in scene `CarList`; expected `title`, `uses`, `fields`, `inputs`, `actions`, `routes`, `options`"
                ),
            ])
    }

    @Test func wrongKindsOfNode() {
        expectDiagnostics(
            """
            module: 1️⃣[Shop]
            models: 2️⃣[Car]
            scenes:
              CarList:
                title: 3️⃣{a: b}
                fields:
                  4️⃣- title: String
                inputs: 5️⃣carID
                actions: 6️⃣refresh
                routes: 7️⃣CarDetails
              CarDetails: 8️⃣[oops]

            """,
            [
                .error("1️⃣", "`module` must be a string, not a sequence"),
                .error("2️⃣", "`models` must be a mapping of model names to their properties, not a sequence"),
                .error("3️⃣", "`title` must be a string, not a mapping"),
                .error(
                    "4️⃣",
                    "`fields` must be a mapping of name: Type, not a sequence; write `title: String` lines without `-`"),
                .error("5️⃣", "`inputs` must be a mapping of name: Type, not a scalar"),
                .error("6️⃣", "`actions` must be a list of names such as `[refresh]`, not a scalar"),
                .error(
                    "7️⃣",
                    "`routes` must be a list of scene names such as `[CarList]`, not a scalar; write `routes: [CarDetails]`"
                ),
                .error(
                    "8️⃣",
                    "scene `CarDetails` must be a mapping of `title`, `fields`, `inputs`, `actions` and `routes`, not a sequence"
                ),
            ])
    }

    @Test func scenesMustBeAMapping() {
        expectDiagnostics(
            "module: Shop\nscenes:\n  1️⃣- CarList\n",
            [
                .error(
                    "1️⃣",
                    "`scenes` must be a mapping of scene names to scenes, not a sequence; write each scene as `Name:` without `-`"
                )
            ])
    }

    @Test func emptyValues() {
        expectDiagnostics(
            """
            module: Shop
            output: 1️⃣""
            scenes:
              List:
                fields:
                  2️⃣title:
                actions:
                  - 3️⃣{a: b, c: d}
                routes: [4️⃣{a: b, c: d}]

            """,
            [
                .error("1️⃣", "`output` must not be empty; write a value or remove the key to use the default"),
                .error("2️⃣", "missing type for field `title`; write `title: String` or another Swift type"),
                .error(
                    "3️⃣", "an action must be a name such as `refresh`, or `name: Type` for one that carries a value"),
                .error(
                    "4️⃣",
                    "a route must be a scene name, or `Scene: {option: value}` with the flavor's route options, not a mapping"
                ),
            ])
    }

    // MARK: - Types

    @Test func typeSyntaxErrorsPointInsideTheValue() {
        expectDiagnostics(
            """
            module: Shop
            models:
              Car:
                price: Double1️⃣!
            scenes:
              List:
                fields:
                  cars: "[Car2️⃣"
                  pair: 3️⃣(Int, Int)
                  map: '[String: Int4️⃣>'
                inputs:
                  make: Array<Int,5️⃣ 
                actions:
                  pick: 6️⃣(Int)

            """,
            [
                .error("1️⃣", "implicitly unwrapped optionals are not allowed; write `Double?`"),
                .error("2️⃣", "expected `]` to close `[`"),
                .error("3️⃣", "tuple types are not supported; declare a struct under `models:` instead"),
                .error("4️⃣", "expected `]` to close `[`, found `>`"),
                .error("5️⃣", "expected a type at the end of `Array<Int,`"),
                .error("6️⃣", "tuple types are not supported; declare a struct under `models:` instead"),
            ])
    }

    @Test func unquotedArrayTypeIsAcceptedWithANote() throws {
        expectDiagnostics(
            """
            module: Shop
            models:
              Car:
                id: String
            scenes:
              List:
                fields:
                  cars: 1️⃣[Car]
                  grid: 2️⃣[[Int]]
                  counts: "[String: Int]"

            """,
            [
                .note(
                    "1️⃣",
                    "YAML reads an unquoted `[Car]` as a list; scenegen takes it as the array type `[Car]`: write `\"[Car]\"` to say so"
                ),
                .note(
                    "2️⃣",
                    "YAML reads an unquoted `[[Int]]` as a list; scenegen takes it as the array type `[[Int]]`: write `\"[[Int]]\"` to say so"
                ),
            ])
        let text = "module: Shop\nscenes:\n  List:\n    fields:\n      cars: [String]\n"
        let spec = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text)).spec
        #expect(spec.scenes[0].fields[0].type == .array(.named("String")))
    }

    @Test func typesOfAFlowListThatIsNoTypeAreErrors() {
        expectDiagnostics(
            "module: Shop\nscenes:\n  List:\n    fields:\n      cars: 1️⃣[Car, Truck]\n      map: 2️⃣{a: b}\n",
            [
                .error(
                    "1️⃣",
                    "the type of field `cars` must be a Swift type such as `String`, not a list; quote array types: `\"[Car]\"`"
                ),
                .error("2️⃣", "the type of field `map` must be a Swift type such as `String`, not a mapping"),
            ])
    }

    @Test func undeclaredTypesAreNotes() {
        expectDiagnostics(
            """
            module: Shop
            scenes:
              List:
                fields:
                  total: 1️⃣Money
                  again: Money?
                  when: 2️⃣Dat
                  ok: Foundation.Date

            """,
            [
                .note(
                    "1️⃣",
                    "`Money` is neither a standard library or Foundation type nor a model of the spec: module `Shop` must declare it"
                ),
                .note(
                    "2️⃣",
                    "`Dat` is neither a standard library or Foundation type nor a model of the spec: module `Shop` must declare it; did you mean `Data`?"
                ),
            ])
    }

    // MARK: - Names

    @Test func sceneAndModelNamesMustBeUpperCamelCase() {
        expectDiagnostics(
            """
            module: Shop
            models:
              1️⃣car_info:
                id: String
            scenes:
              2️⃣car_list: {}
              3️⃣carDetails: {}
              4️⃣2Fast: {}
              5️⃣"Car List": {}
              6️⃣"": {}

            """,
            [
                .error("1️⃣", "model name `car_info` must be UpperCamelCase; did you mean `CarInfo`?"),
                .error("2️⃣", "scene name `car_list` must be UpperCamelCase; did you mean `CarList`?"),
                .error("3️⃣", "scene name `carDetails` must be UpperCamelCase; did you mean `CarDetails`?"),
                .error(
                    "4️⃣", "scene name `2Fast` is not a Swift identifier; use letters and digits, starting with a letter"),
                .error("5️⃣", "scene name `Car List` is not a Swift identifier; did you mean `CarList`?"),
                .error("6️⃣", "empty scene name; write a name such as `CarList`"),
            ])
    }

    @Test func memberNamesMustBeLowerCamelCase() {
        expectDiagnostics(
            """
            module: Shop
            models:
              Car:
                1️⃣Name: String
            scenes:
              List:
                fields:
                  2️⃣car_count: Int
                inputs:
                  3️⃣CarID: String
                actions: [4️⃣Refresh, 5️⃣toggle-favorite]

            """,
            [
                .error("1️⃣", "property name `Name` must be lowerCamelCase; did you mean `name`?"),
                .error("2️⃣", "field name `car_count` must be lowerCamelCase; did you mean `carCount`?"),
                .error("3️⃣", "input name `CarID` must be lowerCamelCase; did you mean `carID`?"),
                .error("4️⃣", "action name `Refresh` must be lowerCamelCase; did you mean `refresh`?"),
                .error("5️⃣", "action name `toggle-favorite` is not a Swift identifier; did you mean `toggleFavorite`?"),
            ])
    }

    @Test func reservedNames() {
        expectDiagnostics(
            """
            module: Shop
            models:
              1️⃣Date:
                day: Int
              Box:
                2️⃣self: Int
            scenes:
              3️⃣Type: {}
              4️⃣Self: {}
              5️⃣Any: {}
              6️⃣Terminal: {}
              List:
                fields:
                  7️⃣init: Int
                  8️⃣navigationTitle: Int
                actions: [9️⃣viewWillAppear, transform]

            """,
            [
                .error("1️⃣", "model `Date` would hide the standard type `Date`; choose another name"),
                .error(
                    "2️⃣",
                    "`self` cannot be a property name: Swift reads `x.self` as `x` itself, even in backticks; choose another name"
                ),
                .error(
                    "3️⃣",
                    "`Type` cannot be a scene name: `X.Type` is the metatype of every Swift type; choose another name"),
                .error("4️⃣", "`Self` cannot be a scene name: `Self` is a Swift keyword; choose another name"),
                .error("5️⃣", "`Any` cannot be a scene name: `Any` is a Swift keyword; choose another name"),
                .error(
                    "6️⃣",
                    "`Terminal` cannot be a scene name in the `terminal` flavor: its view controller would be `TerminalViewController`, which SceneTerminal declares; choose another name"
                ),
                .error(
                    "7️⃣",
                    "`init` cannot be a field name: Swift reads `x.init` as an initializer, even in backticks; choose another name"
                ),
                .error(
                    "8️⃣",
                    "`navigationTitle` cannot be a field name in the `terminal` flavor: every ViewModel's `Output` has a `navigationTitle`; choose another name"
                ),
                .error(
                    "9️⃣",
                    "`viewWillAppear` cannot be an action name in the `terminal` flavor: every ViewModel's `Input` has a `viewWillAppear`; choose another name"
                ),
            ], rules: flavorLikeTerminal)
    }

    @Test func moduleNameMustBeAnIdentifier() {
        expectDiagnostics(
            "module: 1️⃣car-shop\n",
            [.error("1️⃣", "module name `car-shop` is not a Swift identifier; did you mean `CarShop`?")])
    }

    // MARK: - Duplicates and references

    @Test func namesTheGeneratedScreenAlreadyHasAreRefused() {
        let marked = """
            module: Shop
            scenes:
              Details:
                fields:
                  title: String
                  1️⃣navigationTitle: String
                actions: [2️⃣viewWillAppear, 3️⃣body, navigationTitleShown]
              Summary:
                inputs:
                  body: String

            """
        // Each name only in the roles that reserve it: `body` is free as an input.
        let flavor = "in the `terminal` flavor: "
        expectDiagnostics(
            marked,
            [
                .error(
                    "1️⃣",
                    "`navigationTitle` cannot be a field name " + flavor
                        + "every ViewModel's `Output` has a `navigationTitle`; choose another name"),
                .error(
                    "2️⃣",
                    "`viewWillAppear` cannot be an action name " + flavor
                        + "every ViewModel's `Input` has a `viewWillAppear`; choose another name"),
                .error(
                    "3️⃣",
                    "`body` cannot be an action name " + flavor
                        + "the generated view controller inherits a member of that name "
                        + "from `TerminalViewController`; choose another name"),
            ], rules: flavorLikeTerminal)
    }

    @Test func duplicateMemberNamesAcrossFieldsInputsAndActions() {
        let marked = """
            module: Shop
            scenes:
              Details:
                inputs:
                  1️⃣car: String
                fields:
                  2️⃣car: String
                  3️⃣price: String
                actions: [4️⃣price, refresh, 5️⃣refresh]

            """
        expectDiagnostics(
            marked,
            [
                .error(
                    "2️⃣",
                    "`car` is declared as an input and as a field in scene `Details`; names must differ across fields, inputs and actions"
                ),
                .error(
                    "4️⃣",
                    "`price` is declared as a field and as an action in scene `Details`; names must differ across fields, inputs and actions"
                ),
                .error(
                    "5️⃣",
                    "`refresh` is declared twice as an action in scene `Details`; names must differ across fields, inputs and actions"
                ),
            ])
        // Each names the first place in a note.
        let text = MarkedText(marked)
        let notes = specDiagnostics(text.text).flatMap(\.notes)
        #expect(
            notes.map(\.message) == [
                "`car` is first declared here", "`price` is first declared here", "`refresh` is first declared here",
            ])
        #expect(notes[0].span?.start.description == text.positions["1️⃣"]?.description)
        #expect(notes[1].span?.start.description == text.positions["3️⃣"]?.description)
    }

    @Test func sceneNamedAfterAModel() {
        let marked = """
            module: Shop
            models:
              1️⃣Car:
                id: String
              2️⃣ListRouter:
                id: String
            scenes:
              3️⃣Car: {}
              4️⃣List: {}

            """
        expectDiagnostics(
            marked,
            [
                .error(
                    "2️⃣", "model `ListRouter` has the name of a type generated for scene `List`; rename one of them"),
                .error("3️⃣", "scene `Car` has the name of the model `Car`; rename one of them"),
            ], rules: flavorLikeTerminal)
        let text = MarkedText(marked)
        let diagnostics = specDiagnostics(text.text, rules: flavorLikeTerminal)
        #expect(diagnostics[1].notes.first?.message == "model `Car` is declared here")
        #expect(diagnostics[1].notes.first?.span?.start.description == text.positions["1️⃣"]?.description)
        #expect(diagnostics[0].notes.first?.span?.start.description == text.positions["4️⃣"]?.description)
    }

    @Test func routesToMissingScenes() {
        expectDiagnostics(
            """
            module: Shop
            scenes:
              CarList:
                routes: [1️⃣CarDetail, 2️⃣car-list, 3️⃣Checkout, 4️⃣""]
              CarDetails:
                routes: [CarList, 5️⃣CarList]

            """,
            [
                .error("1️⃣", "route to `CarDetail`, which is not a scene of the spec; did you mean `CarDetails`?"),
                .error("2️⃣", "route to `car-list`, which is not a scene of the spec; did you mean `CarList`?"),
                .error("3️⃣", "route to `Checkout`, which is not a scene of the spec; add it under `scenes:`"),
                .error("4️⃣", "empty route in scene `CarList`; write the name of a scene"),
                .error("5️⃣", "route to `CarList` is listed twice in scene `CarDetails`"),
            ])
    }

    @Test func modelsThatContainThemselves() {
        expectDiagnostics(
            """
            module: Shop
            models:
              Node:
                next: 1️⃣Node?
                children: "[Node]"
              A:
                b: 2️⃣B
              B:
                a: 3️⃣A

            """,
            [
                .error(
                    "1️⃣",
                    "model `Node` contains itself by value (Node -> next); make the property an array such as `[Node]`"),
                .error(
                    "2️⃣",
                    "model `A` contains itself by value (A -> b -> B -> a); make the property an array such as `[A]`"),
                .error(
                    "3️⃣",
                    "model `B` contains itself by value (B -> a -> A -> b); make the property an array such as `[B]`"),
            ])
    }

    @Test func everyProblemIsReportedAtOnceInSourceOrder() {
        expectDiagnostics(
            """
            1️⃣modul: Shop
            scenes:
              2️⃣car_list:
                routes: [3️⃣Nowhere]
                fields:
                  4️⃣Title: String5️⃣!

            """,
            [
                .error("1️⃣", "unknown key `modul` at the top level of the spec; did you mean `module`?"),
                .error("1️⃣", "missing `module:`; add `module: <Name>` with the Swift module that holds the scenes"),
                .error("2️⃣", "scene name `car_list` must be UpperCamelCase; did you mean `CarList`?"),
                .error("3️⃣", "route to `Nowhere`, which is not a scene of the spec; add it under `scenes:`"),
                .error("5️⃣", "implicitly unwrapped optionals are not allowed; write `String?`"),
            ])
    }

    @Test func yamlErrorsAreReportedAsTheyAre() {
        let diagnostics = specDiagnostics("module: Shop\nmodule: Other\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.span?.start.description == "2:1")
        #expect(diagnostics.first?.message.contains("duplicate") == true)
    }
}
