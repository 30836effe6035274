import ScenegenCore
import ScenegenSpec
import Testing

@Suite("Scenes from command-line arguments")
struct SceneArgumentsTests {
    @Test func theIssueExample() throws {
        let scene = try SceneArguments(
            name: "car-details", fields: ["title:String", "price:Double", "counts:[String: Int]"],
            inputs: ["carID:String"], actions: ["toggleFavorite", "select:Int", "close:Void"], routes: ["car_list"]
        ).scene()
        #expect(scene.name == "CarDetails")
        #expect(scene.title == "Car Details")
        #expect(scene.fields.map(\.name) == ["title", "price", "counts"])
        #expect(scene.fields.map(\.type.canonical) == ["String", "Double", "[String: Int]"])
        #expect(scene.inputs.map(\.name) == ["carID"])
        #expect(scene.actions.map(\.name) == ["toggleFavorite", "select", "close"])
        #expect(scene.actions.map(\.payload) == [nil, .named("Int"), nil])
        #expect(scene.routes.map(\.scene) == ["CarList"])
        #expect(scene.nameSpan == nil)
    }

    @Test func everyMalformedValueIsReported() {
        #expect {
            try SceneArguments(
                name: "Home", fields: ["title", "price:Dou ble"], inputs: ["id:"], actions: ["pick:Int!"]
            )
            .scene()
        } throws: { error in
            guard let error = error as? DiagnosticError else { return false }
            return error.diagnostics.map(\.message) == [
                "`--field title` needs a type; write `--field title:String`",
                "unexpected `b` after the type `Dou` (in `--field price:Dou ble`)",
                "`--input id:` needs a type; write `--input id:String`",
                "implicitly unwrapped optionals are not allowed; write `Int?` (in `--action pick:Int!`)",
            ]
        }
    }

    @Test func namesAreCheckedWithTheSpec() {
        let scene = SceneArguments(name: "home", fields: ["Title:String"], routes: ["away"])
        let spec = Spec(module: "Shop", scenes: [(try? scene.scene()) ?? SceneSpec(name: "")])
        let messages = SpecValidator.validate(spec).map(\.message)
        #expect(
            messages == [
                "field name `Title` must be lowerCamelCase; did you mean `title`?",
                "route to `Away`, which is not a scene of the spec; add it under `scenes:`",
            ])
    }
}
