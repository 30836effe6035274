import TemplateEngine
import Testing

@Suite("Variables: lookup, literals and printing")
struct VariableTests {
    let scene: [String: TemplateValue] = [
        "scene": ["name": "Cars", "fields": [["name": "id"], ["name": "price"]], "tags": ["a", "b", "c"]],
        "key": "name", "index": 1, "empty": [], "text": "été",
    ]

    @Test func topLevel() throws { #expect(try render("{{ key }}", scene) == "name") }
    @Test func dotted() throws { #expect(try render("{{ scene.name }}", scene) == "Cars") }
    @Test func deepDotted() throws { #expect(try render("{{ scene.fields.first.name }}", scene) == "id") }
    @Test func arrayIndexByDot() throws { #expect(try render("{{ scene.tags.1 }}", scene) == "b") }
    @Test func arrayIndexBySubscript() throws { #expect(try render("{{ scene.tags[2] }}", scene) == "c") }
    @Test func subscriptWithVariable() throws { #expect(try render("{{ scene[key] }}", scene) == "Cars") }
    @Test func subscriptWithVariableIndex() throws { #expect(try render("{{ scene.tags[index] }}", scene) == "b") }
    @Test func subscriptWithQuotedKey() throws { #expect(try render(#"{{ scene["name"] }}"#, scene) == "Cars") }
    @Test func subscriptThenDot() throws { #expect(try render("{{ scene.fields[1].name }}", scene) == "price") }
    @Test func arrayCount() throws { #expect(try render("{{ scene.tags.count }}", scene) == "3") }
    @Test func dictionaryCount() throws { #expect(try render("{{ scene.count }}", scene) == "3") }
    @Test func stringCount() throws { #expect(try render("{{ text.count }}", scene) == "3") }
    @Test func arrayFirstAndLast() throws {
        #expect(try render("{{ scene.tags.first }}{{ scene.tags.last }}", scene) == "ac")
    }
    @Test func stringFirstAndLast() throws { #expect(try render("{{ text.first }}{{ text.last }}", scene) == "éé") }
    @Test func stringIndex() throws { #expect(try render("{{ text.1 }}", scene) == "t") }
    @Test func lastOfEmptyArrayIsEmpty() throws { #expect(try render("[{{ empty.last }}]", scene) == "[]") }
    @Test func firstOfEmptyArrayIsEmpty() throws { #expect(try render("[{{ empty.first.name }}]", scene) == "[]") }
    @Test func outOfRangeIndexIsEmpty() throws {
        #expect(try render("[{{ scene.tags.9 }}{{ scene.tags[-1] }}]", scene) == "[]")
    }
    @Test func undefinedIsEmpty() throws { #expect(try render("[{{ missing }}]") == "[]") }
    @Test func undefinedNestedIsEmpty() throws { #expect(try render("[{{ scene.missing.deeper }}]", scene) == "[]") }
    @Test func memberOfAScalarIsEmpty() throws { #expect(try render("[{{ key.name }}]", scene) == "[]") }
    @Test func integers() throws { #expect(try render("{{ n }}", ["n": 42]) == "42") }
    @Test func negativeIntegers() throws { #expect(try render("{{ n }}", ["n": -7]) == "-7") }
    @Test func doublesPrintAsSwiftDoes() throws {
        #expect(try render("{{ a }} {{ b }}", ["a": 3.0, "b": 2.5]) == "3.0 2.5")
    }
    @Test func booleans() throws { #expect(try render("{{ t }} {{ f }}", ["t": true, "f": false]) == "true false") }
    @Test func nullIsEmpty() throws { #expect(try render("[{{ n }}]", ["n": nil]) == "[]") }
    @Test func arrayOfStringsPrintsLikeSwift() throws {
        #expect(try render("{{ scene.tags }}", scene) == #"["a", "b", "c"]"#)
    }
    @Test func arrayOfIntsPrintsLikeSwift() throws { #expect(try render("{{ xs }}", ["xs": [1, 2]]) == "[1, 2]") }
    @Test func dictionaryPrintsLikeSwift() throws {
        #expect(try render("{{ d }}", ["d": ["a": 1, "b": "x"]]) == #"["a": 1, "b": "x"]"#)
    }
    @Test func emptyDictionaryPrintsLikeSwift() throws { #expect(try render("{{ d }}", ["d": [:]]) == "[:]") }
    @Test func stringLiteral() throws { #expect(try render(#"{{ "hi" }}{{ 'there' }}"#) == "hithere") }
    @Test func numberLiterals() throws { #expect(try render("{{ 42 }} {{ -3 }} {{ 1.5 }}") == "42 -3 1.5") }
    @Test func booleanLiterals() throws { #expect(try render("{{ true }} {{ false }}") == "true false") }
    @Test func rangeLiteral() throws { #expect(try render("{{ 1...3 }}") == "[1, 2, 3]") }
    @Test func descendingRange() throws { #expect(try render("{{ 3...1 }}") == "[3, 2, 1]") }
    @Test func inlineIfElse() throws {
        #expect(try render("{{ a if flag else b }}", ["a": "A", "b": "B", "flag": false]) == "B")
    }
    @Test func inlineIfTrue() throws {
        #expect(try render("{{ a if flag else b }}", ["a": "A", "b": "B", "flag": true]) == "A")
    }
    @Test func inlineIfWithoutElseIsEmpty() throws { #expect(try render("[{{ a if flag }}]", ["a": "A"]) == "[]") }
    @Test func countKeyIsShadowedOnDictionaries() throws {
        // Stencil answers `count` with the dictionary's size, even when a key is named so.
        #expect(try render("{{ d.count }}", ["d": ["count": 9]]) == "1")
    }
    @Test func forloopOutsideALoopIsEmpty() throws { #expect(try render("[{{ forloop.counter }}]") == "[]") }
}
