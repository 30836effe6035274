import ScenegenCore
import ScenegenSpec
import Testing

@Suite("Decoding a spec")
struct SpecDecodingTests {
    static let example = """
        module: CarShop                  # Swift module of the generated code
        flavor: terminal                 # built-in flavor name, or a path to a template folder
        output: Sources/CarShop/Scenes   # scene files go to <output>/<Scene>/
        tests: Tests/CarShopTests
        templates: Templates             # optional: per-file overrides of the flavor's templates

        models:                          # optional: plain Equatable/Codable structs
          Car:
            id: String
            name: String
            price: Double

        scenes:
          CarList:
            title: Cars
            fields:                      # what the view shows: ViewModel outputs, in order
              cars: "[Car]"
            actions: [refresh]           # user intents: ViewModel inputs and view key bindings
            routes: [CarDetails]         # where this scene can navigate: Router methods
          CarDetails:
            inputs:                      # data injected through the Builder (the seed's carID)
              carID: String
            fields:
              car: Car?
              isFavorite: Bool
            actions: [toggleFavorite]

        """

    @Test func theDesignExampleLoadsWithoutDiagnostics() throws {
        let loaded = try SpecLoader.load(SourceFile(path: "app/scenegen.yml", text: Self.example))
        #expect(loaded.diagnostics.isEmpty)
        let spec = loaded.spec
        #expect(spec.module == "CarShop")
        #expect(spec.flavor == "terminal")
        #expect(!spec.flavorIsPath)
        #expect(spec.output == "Sources/CarShop/Scenes")
        #expect(spec.resolvedOutput == "app/Sources/CarShop/Scenes")
        #expect(spec.tests == "Tests/CarShopTests")
        #expect(spec.templates == "Templates")
        #expect(spec.resolvedTemplates == "app/Templates")
        #expect(spec.models.map(\.name) == ["Car"])
        #expect(spec.models[0].properties.map(\.name) == ["id", "name", "price"])
        #expect(spec.scenes.map(\.name) == ["CarList", "CarDetails"])
        let list = spec.scenes[0]
        #expect(list.title == "Cars")
        #expect(list.fields.map(\.type) == [.array(.named("Car"))])
        #expect(list.actions == [ActionSpec(name: "refresh", nameSpan: list.actions[0].nameSpan)])
        #expect(list.routes.map(\.scene) == ["CarDetails"])
        let details = spec.scenes[1]
        #expect(details.title == "Car Details")
        #expect(details.inputs.map(\.name) == ["carID"])
        #expect(details.fields.map(\.type.canonical) == ["Car?", "Bool"])
        #expect(details.fields[0].nameSpan?.start.description == "24:7")
        #expect(details.fields[0].typeSpan?.start.description == "24:12")
    }

    @Test func defaults() throws {
        let spec = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: "module: Shop\n")).spec
        #expect(spec.flavor == "terminal")
        #expect(spec.output == "Sources/Shop/Scenes")
        #expect(spec.tests == "Tests/ShopTests")
        #expect(spec.templates == nil)
        #expect(spec.models.isEmpty && spec.scenes.isEmpty)
        #expect(spec.resolvedOutput == "Sources/Shop/Scenes")
        #expect(spec.spans.output == nil)
    }

    @Test func pathsResolveAgainstTheGivenFolder() throws {
        let text = "module: Shop\nflavor: ../flavors/mine\noutput: ./Gen/../Scenes\n"
        let spec = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text), directory: "/work/app").spec
        #expect(spec.output == "./Gen/../Scenes")
        #expect(spec.resolvedOutput == "/work/app/Scenes")
        #expect(spec.flavorIsPath)
        #expect(spec.resolvedFlavorPath == "/work/flavors/mine")
        #expect(spec.resolvedTests == "/work/app/Tests/ShopTests")
    }

    @Test func emptyCollectionsAndEmptyScenes() throws {
        let text = """
            module: Shop
            models:
            scenes:
              Empty:
              Braces: {}
              Nothing:
                fields: {}
                inputs:
                actions: []
                routes:

            """
        let spec = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text)).spec
        #expect(spec.scenes.map(\.name) == ["Empty", "Braces", "Nothing"])
        #expect(
            spec.scenes.allSatisfy { $0.fields.isEmpty && $0.inputs.isEmpty && $0.actions.isEmpty && $0.routes.isEmpty }
        )
    }

    @Test func actionsWithPayloads() throws {
        let text = """
            module: Shop
            scenes:
              List:
                actions:
                  - refresh
                  - select: Int
                  - done: Void
              Map:
                actions:
                  open: "[String: Int]"
                  close:
              Flow:
                actions: [refresh, pick: String]

            """
        let spec = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text)).spec
        let describe = { (scene: SceneSpec) in scene.actions.map { "\($0.name):\($0.payload?.canonical ?? "-")" } }
        #expect(describe(spec.scenes[0]) == ["refresh:-", "select:Int", "done:-"])
        #expect(describe(spec.scenes[1]) == ["open:[String: Int]", "close:-"])
        #expect(describe(spec.scenes[2]) == ["refresh:-", "pick:String"])
        #expect(spec.scenes[0].actions[1].payloadType == .named("Int"))
        #expect(spec.scenes[0].actions[0].payloadType == .named("Void"))
    }

    @Test func keywordNamesAreAllowedAndEscaped() throws {
        let text = "module: Shop\nscenes:\n  Settings:\n    fields:\n      default: Bool\n    actions: [return]\n"
        let scene = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text)).spec.scenes[0]
        #expect(scene.fields[0].escapedName == "`default`")
        #expect(scene.actions[0].escapedName == "`return`")
    }

    @Test func routeToItselfIsAllowed() throws {
        let text = "module: Shop\nscenes:\n  Folder:\n    routes: [Folder]\n"
        #expect(try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text)).diagnostics.isEmpty)
    }

    @Test func dumpJSONKeepsOrderAndDefaults() throws {
        let text = """
            module: Shop
            scenes:
              CarList:
                fields:
                  cars: "[String]"
                  default: Int?
                actions: [refresh, select: cars]
                routes: [CarList]

            """
        let spec = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text)).spec
        #expect(
            JSONWriter.write(spec.jsonValue, pretty: false)
                == """
                {"module":"Shop","flavor":"terminal","output":"Sources/Shop/Scenes","tests":"Tests/ShopTests",\
                "templates":null,"models":[],"scenes":[{"name":"CarList","title":"Car List","fields":[\
                {"name":"cars","escapedName":"cars","type":"[String]","isOptional":false},\
                {"name":"default","escapedName":"`default`","type":"Int?","isOptional":true}],"inputs":[],\
                "actions":[{"name":"refresh","escapedName":"refresh","payload":null,"selects":null},\
                {"name":"select","escapedName":"select","payload":"String","selects":"cars"}],"routes":["CarList"]}]}
                """)
    }
}
