import ScenegenCore
import Testing

@Suite("JSON")
struct JSONTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(SourceFile(path: "c.json", text: text))
    }

    @Test func keepsKeyOrder() throws {
        let value = try parse(#"{"z": 1, "a": [true, false, null], "m": {"y": "s", "b": 2.5e3}}"#)
        guard case .object(let pairs) = value else {
            Issue.record("not an object")
            return
        }
        #expect(pairs.map(\.key) == ["z", "a", "m"])
        #expect(JSONWriter.write(value, pretty: false) == #"{"z":1,"a":[true,false,null],"m":{"y":"s","b":2.5e3}}"#)
    }

    @Test func prettyOutput() {
        let value = JSONValue.object([
            ("name", .string("CarList")), ("fields", .array([.int(1)])), ("empty", .object([])),
        ])
        #expect(
            JSONWriter.write(value) == "{\n  \"name\": \"CarList\",\n  \"fields\": [\n    1\n  ],\n  \"empty\": {}\n}")
    }

    @Test func stringEscapesRoundTrip() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{07} é 🚗"
        let written = JSONWriter.write(.string(text))
        #expect(written == #""quote \" backslash \\ newline \n tab \t bell \u0007 é 🚗""#)
        #expect(try parse(written) == .string(text))
        #expect(try parse(#""\ud83d\ude97 \u00e9""#) == .string("🚗 é"))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "c.json:1:9: error: expected a string key in the JSON object"),
        ("[1 2]", "c.json:1:4: error: expected `,` or `]` in the JSON array"),
        ("{\"a\": 1, \"a\": 2}", "c.json:1:10: error: duplicate key `a` in JSON object"),
        ("\n  \"abc", "c.json:2:3: error: unterminated JSON string"),
        ("tru", "c.json:1:1: error: expected `true`"),
        ("", "c.json:1:1: error: expected a JSON value, found the end of the text"),
        ("{} x", "c.json:1:4: error: unexpected `x` after the JSON value"),
        ("\"\\q\"", "c.json:1:2: error: invalid escape `\\q` in JSON string"),
        ("01", "c.json:1:2: error: unexpected `1` after the JSON value"),
    ])
    func errorsArePositioned(text: String, message: String) {
        do {
            _ = try parse(text)
            Issue.record("expected an error for \(text)")
        } catch let error as DiagnosticError {
            #expect(error.description == message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: DiagnosticError.self) { try parse(text) }
    }
}
