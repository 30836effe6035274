import TemplateEngine
import Testing

@Suite("Filters: Stencil's built-ins")
struct StencilFilterTests {
    @Test func capitalizeWord() throws { #expect(try render(#"{{ "stencil"|capitalize }}"#) == "Stencil") }
    @Test func capitalizeEveryWord() throws {
        #expect(try render(#"{{ "hello big world"|capitalize }}"#) == "Hello Big World")
    }
    @Test func capitalizeLowersTheRest() throws { #expect(try render(#"{{ "hELLO"|capitalize }}"#) == "Hello") }
    @Test func capitalizeAfterDigitsAndPunctuation() throws {
        #expect(try render(#"{{ "a1b foo-bar x'y"|capitalize }}"#) == "A1B Foo-Bar X'y")
    }
    @Test func capitalizeNonASCII() throws {
        #expect(try render(#"{{ "éclair ébène"|capitalize }}"#) == "Éclair Ébène")
    }
    @Test func capitalizeArray() throws {
        #expect(try render(#"{{ xs|capitalize|join:"," }}"#, ["xs": ["ab", "cd"]]) == "Ab,Cd")
    }
    @Test func uppercase() throws { #expect(try render(#"{{ "Stencil"|uppercase }}"#) == "STENCIL") }
    @Test func uppercaseArray() throws { #expect(try render(#"{{ xs|uppercase|join }}"#, ["xs": ["a", "b"]]) == "AB") }
    @Test func lowercase() throws { #expect(try render(#"{{ "Stencil"|lowercase }}"#) == "stencil") }
    @Test func lowercaseNumber() throws { #expect(try render("{{ 12|lowercase }}") == "12") }
    @Test func defaultForUndefined() throws {
        #expect(try render(#"Hello {{ name|default:"World" }}"#) == "Hello World")
    }
    @Test func defaultForNull() throws { #expect(try render(#"{{ name|default:"World" }}"#, ["name": nil]) == "World") }
    @Test func defaultKeepsEmptyString() throws {
        #expect(try render(#"[{{ name|default:"World" }}]"#, ["name": ""]) == "[]")
    }
    @Test func defaultKeepsValue() throws {
        #expect(try render(#"{{ name|default:"World" }}"#, ["name": "Kyle"]) == "Kyle")
    }
    @Test func defaultTakesFirstDefinedArgument() throws {
        #expect(try render(#"{{ a|default:b,c,"z" }}"#, ["c": "C"]) == "C")
    }
    @Test func joinWithSeparator() throws {
        #expect(try render(#"{{ xs|join:", " }}"#, ["xs": ["a", "b", "c"]]) == "a, b, c")
    }
    @Test func joinDefaultsToEmpty() throws { #expect(try render("{{ xs|join }}", ["xs": ["a", "b"]]) == "ab") }
    @Test func joinNumbers() throws { #expect(try render(#"{{ xs|join:"-" }}"#, ["xs": [1, 2.5]]) == "1-2.5") }
    @Test func joinLeavesNonArrays() throws { #expect(try render(#"{{ s|join:"-" }}"#, ["s": "abc"]) == "abc") }
    @Test func splitOnSeparator() throws {
        #expect(try render(#"{{ s|split:", "|join:"|" }}"#, ["s": "a, b, c"]) == "a|b|c")
    }
    @Test func splitDefaultsToSpace() throws {
        #expect(try render(#"{{ s|split|join:"_" }}"#, ["s": "a b c"]) == "a_b_c")
    }
    @Test func splitKeepsEmptyParts() throws {
        #expect(try render(#"{{ s|split:"_" }}"#, ["s": "_a__b"]) == #"["", "a", "", "b"]"#)
    }
    @Test func splitLeavesNonStrings() throws { #expect(try render(#"{{ n|split:"1" }}"#, ["n": 212]) == "212") }
    @Test func indentDefault() throws { #expect(try render("{{ s|indent }}", ["s": "a\nb"]) == "a\n    b") }
    @Test func indentWidthCharacterAndFirstLine() throws {
        #expect(try render(#"{{ s|indent:2,"-",true }}"#, ["s": "a\nb"]) == "--a\n--b")
    }
    @Test func indentSkipsEmptyLines() throws {
        #expect(try render("{{ s|indent:2 }}", ["s": "a\n\nb\n"]) == "a\n\n  b\n")
    }
    @Test func indentWidthMustBeAnInteger() {
        #expect(
            renderError(#"{{ s|indent:"x" }}"#, ["s": "a"])?.message
                == "the width argument of `indent` must be an integer")
    }
    @Test func chainedFilters() throws {
        #expect(try render(#"{{ s|split:"_"|capitalize|join:"" }}"#, ["s": "product_detail"]) == "ProductDetail")
    }
    @Test func spacesAroundFilterSyntax() throws {
        #expect(try render(#"{{ s | split : "_" | join : "-" }}"#, ["s": "a_b"]) == "a-b")
    }
    @Test func filterByName() throws {
        #expect(try render("{{ s|filter:name }}", ["s": "abc", "name": "uppercase"]) == "ABC")
    }
}

@Suite("Filters: StencilSwiftKit's code-generation set")
struct CodeGenerationFilterTests {
    @Test func lowerFirstLetter() throws {
        #expect(try render(#"{{ "People Picker"|lowerFirstLetter }}"#) == "people Picker")
    }
    @Test func upperFirstLetter() throws {
        #expect(try render(#"{{ "people picker"|upperFirstLetter }}"#) == "People picker")
    }
    @Test func lowerFirstWord() throws {
        #expect(
            try render(#"{{ "URLChooser"|lowerFirstWord }} {{ "PeoplePicker"|lowerFirstWord }}"#)
                == "urlChooser peoplePicker")
    }
    @Test func camelToSnakeCase() throws {
        #expect(try render(#"{{ "someCarName"|camelToSnakeCase }}"#) == "some_car_name")
    }
    @Test func camelToSnakeCaseAcronyms() throws {
        #expect(
            try render(#"{{ "URLChooser"|camelToSnakeCase }} {{ "someHTTPRequest"|camelToSnakeCase }}"#)
                == "url_chooser some_http_request")
    }
    @Test func camelToSnakeCaseKeepingCase() throws {
        #expect(try render(#"{{ "someName"|camelToSnakeCase:false }}"#) == "some_Name")
    }
    @Test func snakeToCamelCase() throws {
        #expect(try render(#"{{ "some_car_name"|snakeToCamelCase }}"#) == "SomeCarName")
    }
    @Test func snakeToCamelCaseUppercaseInput() throws {
        #expect(try render(#"{{ "SOME_NAME"|snakeToCamelCase }}"#) == "SomeName")
    }
    @Test func snakeToCamelCaseKeepsLeadingUnderscore() throws {
        #expect(try render(#"{{ "_private_name"|snakeToCamelCase }}"#) == "_PrivateName")
    }
    @Test func snakeToCamelCaseStripsLeadingUnderscore() throws {
        #expect(try render(#"{{ "_private_name"|snakeToCamelCase:true }}"#) == "PrivateName")
    }
    @Test func swiftIdentifier() throws {
        #expect(try render(#"{{ "hello world"|swiftIdentifier }}"#) == "Hello_World")
    }
    @Test func swiftIdentifierPrefixesDigits() throws {
        #expect(try render(#"{{ "123abc"|swiftIdentifier }}"#) == "_123abc")
    }
    @Test func swiftIdentifierPretty() throws {
        #expect(try render(#"{{ "hello world-foo"|swiftIdentifier:"pretty" }}"#) == "HelloWorldFoo")
    }
    @Test func swiftIdentifierRejectsUnknownMode() {
        #expect(
            renderError(#"{{ "a"|swiftIdentifier:"fancy" }}"#)?.message
                == "the mode of `swiftIdentifier` must be `normal`, `pretty` or `valid`, not `fancy`")
    }
    @Test func escapeReservedKeywords() throws {
        #expect(
            try render(#"{{ "default"|escapeReservedKeywords }} {{ "name"|escapeReservedKeywords }}"#)
                == "`default` name")
    }
    @Test func containsFilter() throws { #expect(try render(#"{{ "carList"|contains:"List" }}"#) == "true") }
    @Test func hasPrefix() throws {
        #expect(try render(#"{{ "carList"|hasPrefix:"car" }} {{ "carList"|hasPrefix:"List" }}"#) == "true false")
    }
    @Test func hasSuffix() throws { #expect(try render(#"{{ "carList"|hasSuffix:"List" }}"#) == "true") }
    @Test func booleanFiltersInConditions() throws {
        #expect(try render(#"{% if name|hasSuffix:"ViewModel" %}vm{% endif %}"#, ["name": "CarViewModel"]) == "vm")
    }
    @Test func replace() throws {
        #expect(try render(#"{{ "people picker"|replace:"picker","life" }}"#) == "people life")
    }
    @Test func pluralize() throws {
        #expect(try render("{{ 1 }} car{{ 1|pluralize }}, {{ 2 }} car{{ 2|pluralize }}") == "1 car, 2 cars")
    }
    @Test func pluralizeWithForms() throws {
        #expect(try render(#"{{ xs.count }} entr{{ xs|pluralize:"y,ies" }}"#, ["xs": [1, 2, 3]]) == "3 entries")
    }
}

@Suite("Filters: errors at parse time")
struct FilterErrorTests {
    @Test func unknownFilterWithSuggestion() {
        let result = markedError("{{ name|1️⃣uppercse }}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unknown filter `uppercse`; did you mean `uppercase`?")
    }
    @Test func unknownFilterWithoutSuggestion() {
        #expect(renderError("{{ name|zzzzzzzz }}")?.message == "unknown filter `zzzzzzzz`")
    }
    @Test func tooManyArguments() {
        let result = markedError(#"{{ xs|1️⃣join:"a","b" }}"#)
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "filter `join` takes at most 1 argument, not 2")
    }
    @Test func missingArgument() {
        #expect(renderError("{{ s|replace:\"a\" }}")?.message == "filter `replace` takes 2 arguments, not 1")
    }
    @Test func missingFilterName() {
        let result = markedError("{{ name| 1️⃣}}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "expected a filter name after `|`")
    }
    @Test func unknownFilterFailsEvenInAnUntakenBranch() {
        #expect(renderError("{% if false %}{{ x|nope }}{% endif %}")?.message == "unknown filter `nope`")
    }
}
