import ScenegenSpec
import Testing

@Suite("Swift type strings")
struct SwiftTypeParserTests {
    @Test(arguments: [
        ("String", "String"),
        ("Foundation.Date", "Foundation.Date"),
        ("Car?", "Car?"),
        ("Int??", "Int??"),
        ("[Car]", "[Car]"),
        ("[ Car ]", "[Car]"),
        ("[String:Int]", "[String: Int]"),
        ("[String :  [Int]]", "[String: [Int]]"),
        ("Array<Car>", "[Car]"),
        ("Swift.Array<Car>", "[Car]"),
        ("Optional<Car>", "Car?"),
        ("Dictionary<String, Int>", "[String: Int]"),
        ("Set<String>", "Set<String>"),
        ("Set < String >", "Set<String>"),
        ("[[String: Set<Int>]]?", "[[String: Set<Int>]]?"),
        ("Array<Optional<Int>>", "[Int?]"),
        ("Box<Int, String>", "Box<Int, String>"),
        ("  Car  ", "Car"),
        ("Car ?", "Car?"),
        ("Ünïcode", "Ünïcode"),
        ("_Private2", "_Private2"),
    ])
    func canonicalSpelling(text: String, canonical: String) throws {
        #expect(try SwiftType.parse(text).canonical == canonical)
    }

    @Test(arguments: [
        ("", "the type is empty; write a Swift type such as `String`", 0),
        ("   ", "the type is empty; write a Swift type such as `String`", 0),
        ("Car!", "implicitly unwrapped optionals are not allowed; write `Car?`", 3),
        ("[Int]!", "implicitly unwrapped optionals are not allowed; write `[Int]?`", 5),
        ("(Int, String)", "tuple types are not supported; declare a struct under `models:` instead", 0),
        ("()", "tuple types are not supported; declare a struct under `models:` instead", 0),
        ("(Int) -> Void", "function types are not supported; a user intent is an action, data is a field", 0),
        ("[(Int) throws -> Void]", "function types are not supported; a user intent is an action, data is a field", 1),
        ("Int -> Void", "function types are not supported; a user intent is an action, data is a field", 4),
        ("(Int", "expected `)` to close `(`", 4),
        ("[Car", "expected `]` to close `[`", 4),
        ("[Car}", "expected `]` to close `[`, found `}`", 4),
        ("[String: ]", "expected a type name, found `]`", 9),
        ("[String:", "expected a type at the end of `[String:`", 8),
        ("Array<Int", "expected `>` to close the generic arguments of `Array`", 9),
        ("Box<Int; Int>", "expected `,` or `>` in the generic arguments of `Box`, found `;`", 7),
        ("Array<Int, Int>", "`Array` takes 1 type argument, found 2; write `[Element]`", 0),
        ("Dictionary<String>", "`Dictionary` takes 2 type arguments, found 1; write `[Key: Value]`", 0),
        ("Array", "`Array` takes 1 type argument, found none; write `[Element]`", 0),
        ("Car Details", "unexpected `D` after the type `Car`", 4),
        ("Car.", "expected a name after `.`", 4),
        ("Car.Type", "metatypes (`.Type`) are not supported", 3),
        ("any Error", "`any` types are not supported; declare a concrete type", 0),
        ("some View", "`some` types are not supported; declare a concrete type", 0),
        ("Codable & Hashable", "protocol compositions are not supported; declare a concrete type", 8),
        ("3D", "expected a type name, found `3`", 0),
        ("@escaping Int", "expected a type name, found `@`", 0),
    ])
    func rejected(text: String, message: String, offset: Int) {
        #expect(throws: SwiftTypeSyntaxError.self) { try SwiftType.parse(text) }
        do {
            _ = try SwiftType.parse(text)
        } catch {
            #expect(error.message == message)
            #expect(error.offset == offset)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        #expect(throws: SwiftTypeSyntaxError.self) { try SwiftType.parse(text) }
    }

    @Test func structure() throws {
        let dictionary = try SwiftType.parse("[String: [Car]]?")
        #expect(dictionary.isOptional)
        #expect(dictionary.wrapped?.isDictionary == true)
        #expect(dictionary.wrapped?.key == .named("String"))
        #expect(dictionary.wrapped?.value == .array(.named("Car")))
        #expect(dictionary.unwrapped.value?.element == .named("Car"))
        #expect(dictionary.referencedNames == ["String", "Car"])
        #expect(try SwiftType.parse("Set<Int>").element == .named("Int"))
        #expect(try SwiftType.parse("Int").wrapped == nil)
        #expect(try SwiftType.parse("Int").element == nil)
        #expect(try SwiftType.parse("Box<Car, Box<Car, Int>>").referencedNames == ["Box", "Car", "Int"])
    }
}
