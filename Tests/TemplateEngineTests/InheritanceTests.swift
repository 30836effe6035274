import TemplateEngine
import Testing

@Suite("extends, block and block.super")
struct InheritanceTests {
    let templates = [
        "base": "<{% block title %}Base{% endblock %}|{% block body %}body{% endblock %}>",
        "mid": #"{% extends "base" %}{% block title %}M{{ block.super }}{% endblock %}"#,
        "nested": "{% block outer %}[{% block inner %}i{% endblock %}]{% endblock %}",
    ]

    @Test func childOverridesABlock() throws {
        #expect(
            try render(#"{% extends "base" %}{% block title %}Child{% endblock %}"#, templates: templates)
                == "<Child|body>")
    }
    @Test func childWithoutBlocksRendersTheParent() throws {
        #expect(try render(#"{% extends "base" %}"#, templates: templates) == "<Base|body>")
    }
    @Test func blockSuper() throws {
        #expect(
            try render(#"{% extends "base" %}{% block title %}{{ block.super }}+C{% endblock %}"#, templates: templates)
                == "<Base+C|body>")
    }
    @Test func threeLevelsWithSuperAtEachLevel() throws {
        #expect(
            try render(#"{% extends "mid" %}{% block title %}C{{ block.super }}{% endblock %}"#, templates: templates)
                == "<CMBase|body>")
    }
    @Test func threeLevelsWhereTheChildOverridesNothing() throws {
        #expect(try render(#"{% extends "mid" %}"#, templates: templates) == "<MBase|body>")
    }
    @Test func threeLevelsOverridingDifferentBlocks() throws {
        #expect(try render(#"{% extends "mid" %}{% block body %}B{% endblock %}"#, templates: templates) == "<MBase|B>")
    }
    @Test func textOutsideBlocksInAChildIsIgnored() throws {
        #expect(
            try render(#"{% extends "base" %}junk{% block title %}X{% endblock %}more junk"#, templates: templates)
                == "<X|body>")
    }
    @Test func blocksSeeTheContext() throws {
        #expect(
            try render(
                #"{% extends "base" %}{% block title %}{{ name }}{% endblock %}"#, ["name": "N"], templates: templates)
                == "<N|body>")
    }
    @Test func overridingANestedBlock() throws {
        #expect(try render(#"{% extends "nested" %}{% block inner %}I{% endblock %}"#, templates: templates) == "[I]")
    }
    @Test func blockInATemplateWithoutParentRendersItsBody() throws {
        #expect(try render("{% block a %}A{% endblock %}") == "A")
    }
    @Test func parentNameFromAVariable() throws {
        #expect(
            try render(
                #"{% extends parent %}{% block title %}V{% endblock %}"#, ["parent": "base"], templates: templates)
                == "<V|body>")
    }
    @Test func endblockMayRepeatTheName() throws {
        #expect(try render("{% block a %}A{% endblock a %}") == "A")
    }
    @Test func endblockWithAnotherNameIsAnError() {
        let result = markedError("{% block a %}A{% endblock 1️⃣b %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "`endblock b` does not match `block a`")
    }
    @Test func extendsCycleIsAnError() {
        let error = renderError(
            #"{% extends "a" %}"#, templates: ["a": #"{% extends "b" %}"#, "b": #"{% extends "a" %}"#])
        #expect(error?.message == "templates extend each other in a cycle: `main.stencil` → `a` → `b` → `a`")
        #expect(error?.span?.path == "b")
    }
    @Test func extendsTwiceIsAnError() {
        let result = markedError(#"{% extends "base" %}1️⃣{% extends "base" %}"#, templates: templates)
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "`extends` may appear only once in a template")
    }
    @Test func extendsInsideABlockIsAnError() {
        #expect(
            renderError(#"{% if a %}{% extends "base" %}{% endif %}"#)?.message
                == "`extends` must be at the top level of the template, not inside `if`")
    }
    @Test func missingParentIsAnError() {
        let result = markedError(#"1️⃣{% extends "bsae" %}"#, templates: templates)
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "no template named `bsae` in the built-in templates; did you mean `base`?")
    }
    @Test func errorInParentNotesTheExtendsTag() {
        let error = renderError(#"{% extends "bad" %}"#, templates: ["bad": "{% for x in 1...y %}{% endfor %}"])
        #expect(error?.span?.path == "bad")
        #expect(error?.notes.first?.message == "in the parent of this template, extended here")
    }
    @Test func blockNeedsAName() {
        #expect(
            renderError("{% block %}{% endblock %}")?.message
                == "`block` takes one argument, the block's name: `{% block content %}`")
    }
}
