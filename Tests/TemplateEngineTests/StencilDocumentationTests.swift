import TemplateEngine
import Testing

// Every test in this file takes its template, and the output it expects, from an
// example of Stencil's documentation (stencil.fuller.li, version 0.15):
// "Built-in template tags and filters" (https://stencil.fuller.li/en/latest/builtins.html)
// and "Language overview" (https://stencil.fuller.li/en/latest/templates.html).
// Where the documentation states the result in words ("renders Stencil"), the
// expectation is that result, with Stencil's default whitespace behaviour.

@Suite("Stencil docs: builtins.html, the for tag")
struct StencilDocsForTests {
    let list = "<ul>\n  {% for user in users %}\n    <li>{{ user }}</li>\n  {% endfor %}\n</ul>"

    @Test func iteratesOverAnArray() throws {
        #expect(
            try render(list, ["users": ["Kyle", "Katie"]])
                == "<ul>\n  \n    <li>Kyle</li>\n  \n    <li>Katie</li>\n  \n</ul>")
    }
    @Test func iteratesOverAnEmptyArray() throws {
        #expect(try render(list, ["users": []]) == "<ul>\n  \n</ul>")
    }
    @Test func iteratesOverADictionary() throws {
        let template =
            "<ul>\n  {% for key, value in dict %}\n    <li>{{ key }}: {{ value }}</li>\n  {% endfor %}\n</ul>"
        #expect(
            try render(template, ["dict": ["name": "Kyle", "city": "Paris"]])
                == "<ul>\n  \n    <li>city: Paris</li>\n  \n    <li>name: Kyle</li>\n  \n</ul>")
    }
    @Test func iteratesOverARangeLiteral() throws {
        let template = "<ul>\n  {% for i in 1...array.count %}\n    <li>{{ i }}</li>\n  {% endfor %}\n</ul>"
        #expect(
            try render(template, ["array": ["a", "b"]]) == "<ul>\n  \n    <li>1</li>\n  \n    <li>2</li>\n  \n</ul>")
    }
    @Test func iteratesOverADescendingRange() throws {
        #expect(try render("{% for i in 3...1 %}{{ i }}{% endfor %}") == "321")
    }
    @Test func whereFiltersElements() throws {
        let template =
            "<ul>\n  {% for user in users where user.name != \"Kyle\" %}\n    <li>{{ user.name }}</li>\n  {% endfor %}\n</ul>"
        #expect(
            try render(template, ["users": [["name": "Kyle"], ["name": "Katie"]]])
                == "<ul>\n  \n    <li>Katie</li>\n  \n</ul>")
    }
    let emptyList =
        "<ul>\n  {% for user in users %}\n    <li>{{ user }}</li>\n  {% empty %}\n    <li>There are no users.</li>\n  {% endfor %}\n</ul>"
    @Test func emptyBlockForAnEmptyList() throws {
        #expect(try render(emptyList, ["users": []]) == "<ul>\n  \n    <li>There are no users.</li>\n  \n</ul>")
    }
    @Test func emptyBlockWhenTheListCannotBeFound() throws {
        #expect(try render(emptyList) == "<ul>\n  \n    <li>There are no users.</li>\n  \n</ul>")
    }
    @Test func emptyBlockSkippedForAFullList() throws {
        #expect(try render(emptyList, ["users": ["Kyle"]]) == "<ul>\n  \n    <li>Kyle</li>\n  \n</ul>")
    }
    @Test func forloopFirst() throws {
        let template =
            "{% for user in users %}\n  {% if forloop.first %}\n    This is the first user.\n  {% endif %}\n{% endfor %}"
        #expect(try render(template, ["users": ["Kyle", "Katie"]]) == "\n  \n    This is the first user.\n  \n\n  \n")
    }
    @Test func forloopCounter() throws {
        let template = "{% for user in users %}\n  This is user number {{ forloop.counter }} user.\n{% endfor %}"
        #expect(
            try render(template, ["users": ["Kyle", "Katie"]])
                == "\n  This is user number 1 user.\n\n  This is user number 2 user.\n")
    }
    @Test func forloopLast() throws {
        #expect(
            try render(
                "{% for u in users %}{% if forloop.last %}last: {{ u }}{% endif %}{% endfor %}",
                ["users": ["Kyle", "Katie"]]) == "last: Katie")
    }
    @Test func forloopCounter0() throws {
        #expect(
            try render("{% for u in users %}{{ forloop.counter0 }}{% endfor %}", ["users": ["Kyle", "Katie"]]) == "01")
    }
    @Test func forloopLength() throws {
        #expect(
            try render("{% for u in users %}{{ forloop.length }}{% endfor %}", ["users": ["Kyle", "Katie"]]) == "22")
    }
}

@Suite("Stencil docs: builtins.html, the if tag and its operators")
struct StencilDocsIfTests {
    let users =
        "{% if admin %}\n  The user is an administrator.\n{% elif user %}\n  A user is logged in.\n{% else %}\n  No user was found.\n{% endif %}"

    @Test func ifAdmin() throws { #expect(try render(users, ["admin": true]) == "\n  The user is an administrator.\n") }
    @Test func elifUser() throws { #expect(try render(users, ["user": "Kyle"]) == "\n  A user is logged in.\n") }
    @Test func elseNoUser() throws { #expect(try render(users) == "\n  No user was found.\n") }

    func truth(_ context: [String: TemplateValue]) throws -> Bool {
        try render("{% if variable %}true{% else %}false{% endif %}", context) == "true"
    }
    @Test func presentInTheContextIsTrue() throws { #expect(try truth(["variable": "x"])) }
    @Test func absentFromTheContextIsFalse() throws { #expect(try !truth([:])) }
    @Test func nonEmptyArrayIsTrue() throws { #expect(try truth(["variable": [1]])) }
    @Test func emptyArrayIsFalse() throws { #expect(try !truth(["variable": []])) }
    @Test func nonEmptyDictionaryIsTrue() throws { #expect(try truth(["variable": ["a": 1]])) }
    @Test func emptyDictionaryIsFalse() throws { #expect(try !truth(["variable": [:]])) }
    @Test func falseBooleanIsFalse() throws { #expect(try !truth(["variable": false])) }
    @Test func zeroIsFalse() throws { #expect(try !truth(["variable": 0])) }
    @Test func negativeNumberIsFalse() throws { #expect(try !truth(["variable": -2.5])) }
    @Test func positiveNumberIsTrue() throws { #expect(try truth(["variable": 3])) }
    @Test func emptyStringIsFalse() throws { #expect(try !truth(["variable": ""])) }

    let and = "{% if one and two %}\n    Both one and two evaluate to true.\n{% endif %}"
    @Test func andBothTrue() throws {
        #expect(try render(and, ["one": true, "two": true]) == "\n    Both one and two evaluate to true.\n")
    }
    @Test func andOneFalse() throws { #expect(try render(and, ["one": true, "two": false]) == "") }
    let not = "{% if not one %}\n    One evaluates to false\n{% endif %}"
    @Test func notFalse() throws { #expect(try render(not, ["one": false]) == "\n    One evaluates to false\n") }
    @Test func notTrue() throws { #expect(try render(not, ["one": true]) == "") }
    let or = "{% if one or two %}\n    Either one or two evaluates to true.\n{% endif %}"
    @Test func orOneTrue() throws {
        #expect(try render(or, ["two": true]) == "\n    Either one or two evaluates to true.\n")
    }
    @Test func orNoneTrue() throws { #expect(try render(or) == "") }
    let notOr = "{% if not one or two %}\n    One does not evaluate to false or two evaluates to true.\n{% endif %}"
    @Test func notOrWithOneFalse() throws {
        #expect(try render(notOr, ["one": false]) == "\n    One does not evaluate to false or two evaluates to true.\n")
    }
    @Test func notOrWithOneTrueAndTwoFalse() throws { #expect(try render(notOr, ["one": true]) == "") }
    @Test func orThenAndIsOneOrTwoAndThree() throws {
        // `one or two and three` is `one or (two and three)`.
        #expect(try render("{% if one or two and three %}yes{% endif %}", ["one": true]) == "yes")
    }
    @Test func parenthesesMakeOneOrTwoThenAndThree() throws {
        #expect(try render("{% if (one or two) and three %}yes{% else %}no{% endif %}", ["one": true]) == "no")
    }
    @Test func parenthesesWithAllTrue() throws {
        #expect(try render("{% if (one or two) and three %}yes{% endif %}", ["two": true, "three": true]) == "yes")
    }

    func compare(_ op: String, _ value: TemplateValue, _ other: TemplateValue) throws -> String {
        try render("{% if value \(op) other_value %}\n  yes\n{% endif %}", ["value": value, "other_value": other])
    }
    @Test func equalityHolds() throws { #expect(try compare("==", "a", "a") == "\n  yes\n") }
    @Test func equalityFails() throws { #expect(try compare("==", 1, 2) == "") }
    @Test func inequalityHolds() throws { #expect(try compare("!=", true, false) == "\n  yes\n") }
    @Test func inequalityFails() throws { #expect(try compare("!=", 2, 2) == "") }
    @Test func lessThanHolds() throws { #expect(try compare("<", 1, 2) == "\n  yes\n") }
    @Test func lessThanFails() throws { #expect(try compare("<", 2, 2) == "") }
    @Test func lessThanOrEqualHolds() throws { #expect(try compare("<=", 2, 2) == "\n  yes\n") }
    @Test func lessThanOrEqualFails() throws { #expect(try compare("<=", 3, 2) == "") }
    @Test func moreThanHolds() throws { #expect(try compare(">", 3, 2.5) == "\n  yes\n") }
    @Test func moreThanFails() throws { #expect(try compare(">", 2, 2) == "") }
    @Test func moreThanOrEqualHolds() throws { #expect(try compare(">=", 2, 2) == "\n  yes\n") }
    @Test func moreThanOrEqualFails() throws { #expect(try compare(">=", 1, 2) == "") }
    @Test func lessThanOnlySupportsNumbers() throws { #expect(try compare("<", "a", "b") == "") }
}

@Suite("Stencil docs: builtins.html, filter, include and extends tags")
struct StencilDocsTagTests {
    @Test func filterLowercase() throws {
        #expect(
            try render("{% filter lowercase %}\n  This Text Will Be Lowercased.\n{% endfilter %}")
                == "\n  this text will be lowercased.\n")
    }
    @Test func filterChain() throws {
        let template =
            "{% filter lowercase|capitalize %}\n  This Text Will First Be Lowercased, Then The First Character Will BE\n  Capitalised.\n{% endfilter %}"
        #expect(
            try render(template)
                == "\n  This Text Will First Be Lowercased, Then The First Character Will Be\n  Capitalised.\n")
    }
    @Test func includePassesTheCurrentContext() throws {
        #expect(
            try render(
                #"{% include "comment.html" %}"#, ["comment": "Nice"],
                templates: ["comment.html": "<p>{{ comment }}</p>"]) == "<p>Nice</p>")
    }
    @Test func includeWithASubContext() throws {
        let context: [String: TemplateValue] = ["comment": ["author": "Kyle", "body": "Nice"]]
        #expect(
            try render(
                #"{% include "comment.html" comment %}"#, context,
                templates: ["comment.html": "{{ author }}: {{ body }}"]) == "Kyle: Nice")
    }

    let base = """
        <html>
          <head>
            <title>{% block title %}Example{% endblock %}</title>
          </head>

          <body>
            <aside>
              {% block sidebar %}
                <ul>
                  <li><a href="/">Home</a></li>
                  <li><a href="/notes/">Notes</a></li>
                </ul>
              {% endblock %}
            </aside>

            <section>
              {% block content %}{% endblock %}
            </section>
          </body>
        </html>

        """
    let child = """
        {% extends "base.html" %}

        {% block title %}Notes{% endblock %}

        {% block content %}
          {% for note in notes %}
            <h2>{{ note }}</h2>
          {% endfor %}
        {% endblock %}

        """

    @Test func templateInheritance() throws {
        // templates.html, "Template inheritance": the documented page, with Stencil's real whitespace.
        let expected = """
            <html>
              <head>
                <title>Notes</title>
              </head>

              <body>
                <aside>
                  
                    <ul>
                      <li><a href="/">Home</a></li>
                      <li><a href="/notes/">Notes</a></li>
                    </ul>
                  
                </aside>

                <section>
                  
              
                <h2>Pick up food</h2>
              
                <h2>Do laundry</h2>
              

                </section>
              </body>
            </html>

            """
        #expect(
            try render(child, ["notes": ["Pick up food", "Do laundry"]], templates: ["base.html": base]) == expected)
    }
    @Test func inheritanceKeepsTheBaseSidebar() throws {
        let output = try render(child, ["notes": []], templates: ["base.html": base])
        #expect(output.contains("<li><a href=\"/notes/\">Notes</a></li>"))
        #expect(output.contains("<title>Notes</title>"))
    }
    @Test func blockSuperRendersTheParentBlock() throws {
        let child = #"{% extends "base.html" %}{% block title %}Notes - {{ block.super }}{% endblock %}"#
        #expect(try render(child, templates: ["base.html": base]).contains("<title>Notes - Example</title>"))
    }
    @Test func threeLevelInheritance() throws {
        let templates = [
            "base.html": "<title>{% block title %}Site{% endblock %}</title>",
            "base_news.html": #"{% extends "base.html" %}{% block title %}News | {{ block.super }}{% endblock %}"#,
        ]
        let article = #"{% extends "base_news.html" %}{% block title %}Article | {{ block.super }}{% endblock %}"#
        #expect(try render(article, templates: templates) == "<title>Article | News | Site</title>")
    }
}

@Suite("Stencil docs: builtins.html, built-in filters")
struct StencilDocsFilterTests {
    @Test func capitalize() throws { #expect(try render(#"{{ "stencil"|capitalize }}"#) == "Stencil") }
    @Test func capitalizeAnArray() throws {
        #expect(try render("{{ words|capitalize }}", ["words": ["stencil", "swift"]]) == #"["Stencil", "Swift"]"#)
    }
    @Test func uppercase() throws { #expect(try render(#"{{ "Stencil"|uppercase }}"#) == "STENCIL") }
    @Test func lowercase() throws { #expect(try render(#"{{ "Stencil"|lowercase }}"#) == "stencil") }
    @Test func defaultWhenMissing() throws {
        #expect(try render(#"Hello {{ name|default:"World" }}"#) == "Hello World")
    }
    @Test func defaultWhenPresent() throws {
        #expect(try render(#"Hello {{ name|default:"World" }}"#, ["name": "Kyle"]) == "Hello Kyle")
    }
    @Test func join() throws {
        #expect(try render(#"{{ value|join:", " }}"#, ["value": ["a", "b", "c"]]) == "a, b, c")
    }
    @Test func joinDefaultArgument() throws { #expect(try render("{{ value|join }}", ["value": ["a", "b"]]) == "ab") }
    @Test func split() throws { #expect(try render(#"{{ value|split:", " }}"#, ["value": "a, b"]) == #"["a", "b"]"#) }
    @Test func splitDefaultArgument() throws {
        #expect(try render("{{ value|split }}", ["value": "a b"]) == #"["a", "b"]"#)
    }
    @Test func indent() throws {
        #expect(try render(#"{{ value|indent:2," ",true }}"#, ["value": "a\nb"]) == "  a\n  b")
    }
    @Test func indentDefaults() throws { #expect(try render("{{ value|indent }}", ["value": "a\nb"]) == "a\n    b") }
    @Test func filterByName() throws {
        #expect(
            try render("{{ string|filter:myfilter }}", ["string": "Stencil", "myfilter": "uppercase"]) == "STENCIL")
    }
}

@Suite("Stencil docs: templates.html, the language overview")
struct StencilDocsLanguageTests {
    @Test func variable() throws { #expect(try render("{{ variable }}", ["variable": "value"]) == "value") }
    @Test func arrayLookups() throws {
        let template =
            "There are {{ people.count }} people. {{ people.first }} is the first\nperson, followed by {{ people.1 }}."
        #expect(
            try render(template, ["people": ["Kyle", "Katie", "Ana"]])
                == "There are 3 people. Kyle is the first\nperson, followed by Katie.")
    }
    @Test func subscriptIndirection() throws {
        let template = "The result of {{ item[key] }} will be the same as {{ item.name }}."
        #expect(
            try render(template, ["item": ["name": "John"], "key": "name"])
                == "The result of John will be the same as John.")
    }
    @Test func filterSyntax() throws {
        #expect(try render("{{ variable|uppercase }}", ["variable": "value"]) == "VALUE")
    }
    @Test func tagSyntax() throws {
        #expect(
            try render("{% if variable %}\n  {{ variable }} was found.\n{% endif %}", ["variable": "x"])
                == "\n  x was found.\n")
    }
    @Test func tagDefiningVariables() throws {
        #expect(
            try render("{% for item in items %}\n  {{ item }}\n{% endfor %}", ["items": [1, 2]]) == "\n  1\n\n  2\n")
    }
    @Test func comment() throws { #expect(try render("{# My comment is completely hidden #}") == "") }
}
