import ScenegenSpec
import Testing

@Suite("Sample values for generated tests")
struct SampleValueTests {
    let models = [
        ModelSpec(
            name: "Car",
            properties: [
                PropertySpec(name: "id", type: .named("String")),
                PropertySpec(name: "price", type: .named("Double")),
                PropertySpec(name: "default", type: .named("Bool")),
            ]),
        ModelSpec(
            name: "Node",
            properties: [
                PropertySpec(name: "children", type: .array(.named("Node"))),
                PropertySpec(name: "parent", type: .optional(.named("Node"))),
            ]),
        ModelSpec(name: "Wrapper", properties: [PropertySpec(name: "secret", type: .named("Secret"))]),
    ]

    @Test(arguments: [
        ("String", "\"title-1\""),
        ("Swift.String", "\"title-1\""),
        ("Substring", "Substring(\"title-1\")"),
        ("Int", "1"),
        ("UInt8", "UInt8(1)"),
        ("Double", "1.5"),
        ("Float", "Float(1.5)"),
        ("Bool", "true"),
        ("Character", "Character(\"b\")"),
        ("Decimal", "Decimal(1)"),
        ("Date", "Date(timeIntervalSince1970: 86400)"),
        ("Foundation.Date", "Date(timeIntervalSince1970: 86400)"),
        ("URL", "URL(fileURLWithPath: \"/title-1\")"),
        ("UUID", "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))"),
        ("Data", "Data(\"title-1\".utf8)"),
        ("String?", "\"title-1\""),
        ("[String]", "[\"title-1\"]"),
        ("Set<Int>", "Set([1])"),
        ("[String: Int]", "[\"key-1\": 1]"),
        ("[[Int]]", "[[1]]"),
        ("Car", "Car(id: \"id-1\", price: 2.5, `default`: true)"),
        ("[Car]?", "[Car(id: \"id-1\", price: 2.5, `default`: true)]"),
        ("Node", "Node(children: [Node](), parent: nil)"),
    ])
    func sample(type: String, expected: String) throws {
        #expect(try SwiftType.parse(type).sampleValue(models: models, seed: 1, label: "title") == expected)
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(try SwiftType.parse(type).sampleValue(modelsByName: byName, seed: 1, label: "title") == expected)
    }

    /// Two models of one name (an error the validator reports): the first written wins, as before.
    @Test func theFirstModelOfANameWins() {
        let twins = [
            ModelSpec(name: "Car", properties: [PropertySpec(name: "id", type: .named("Int"))]),
            ModelSpec(name: "Car", properties: [PropertySpec(name: "name", type: .named("String"))]),
        ]
        #expect(SwiftType.named("Car").sampleValue(models: twins) == "Car(id: 1)")
    }

    @Test(arguments: ["Money", "[Money]", "[String: Money]", "Money?", "Wrapper", "Box<Int>", "Set<Money>"])
    func unknownTypesHaveNoSample(type: String) throws {
        #expect(try SwiftType.parse(type).sampleValue(models: models) == nil)
    }

    @Test(arguments: ["String", "Int", "Double", "Date", "UUID", "URL", "Data", "Car", "[Int]", "Character", "Decimal"])
    func distinctSeedsGiveDistinctSamples(type: String) throws {
        let parsed = try SwiftType.parse(type)
        let samples = (1...5).map { parsed.sampleValue(models: models, seed: $0) }
        #expect(Set(samples).count == 5)
    }

    @Test func boolAlternates() throws {
        let bool = SwiftType.named("Bool")
        #expect(bool.sampleValue(models: [], seed: 1) != bool.sampleValue(models: [], seed: 2))
    }
}
