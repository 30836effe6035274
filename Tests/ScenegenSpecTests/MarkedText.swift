import ScenegenCore
import ScenegenSpec
import ScenegenTestSupport
import Testing

/// What a test expects of one diagnostic: where (a marker), how serious, and what it says.
struct ExpectedDiagnostic: CustomStringConvertible {
    let marker: String
    let severity: Diagnostic.Severity
    let message: String

    static func error(_ marker: String, _ message: String) -> ExpectedDiagnostic {
        ExpectedDiagnostic(marker: marker, severity: .error, message: message)
    }

    static func note(_ marker: String, _ message: String) -> ExpectedDiagnostic {
        ExpectedDiagnostic(marker: marker, severity: .note, message: message)
    }

    var description: String { "\(marker) \(severity.rawValue): \(message)" }
}

/// A flavor's rules as a manifest would give them (the terminal flavor's,
/// in part), for the tests of how the validator applies a flavor's names.
let flavorLikeTerminal = SpecRules(
    flavor: "terminal",
    reservedNames: [
        .scene: ["Terminal": "its view controller would be `TerminalViewController`, which SceneTerminal declares"],
        .field: ["navigationTitle": "every ViewModel's `Output` has a `navigationTitle`"],
        .action: [
            "viewWillAppear": "every ViewModel's `Input` has a `viewWillAppear`",
            "body": "the generated view controller inherits a member of that name from `TerminalViewController`",
        ],
    ],
    typeSuffixes: ["ViewController", "ViewModel", "Router", "Builder"],
    options: [
        OptionDeclaration(name: "presentation", level: .route, values: ["push", "present"], defaultValue: "push")
    ]
)

/// Every diagnostic of loading `text` as `scenegen.yml` under `rules`, thrown or not.
func specDiagnostics(_ text: String, rules: SpecRules = .swiftOnly) -> [Diagnostic] {
    do {
        return try SpecLoader.load(SourceFile(path: "scenegen.yml", text: text), rules: rules).diagnostics
    } catch {
        return error.diagnostics
    }
}

/// Loads the marked spec and checks that its diagnostics are exactly `expected`, in order.
func expectDiagnostics(
    _ marked: String, _ expected: [ExpectedDiagnostic], rules: SpecRules = .swiftOnly,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let text = MarkedText(marked)
    let actual = specDiagnostics(text.text, rules: rules)
    let render = { (position: String?, severity: Diagnostic.Severity, message: String) in
        "\(position ?? "-") \(severity.rawValue): \(message)"
    }
    let actualLines = actual.map { render($0.span?.start.description, $0.severity, $0.message) }
    let expectedLines = expected.map { render(text.positions[$0.marker]?.description, $0.severity, $0.message) }
    #expect(actualLines == expectedLines, sourceLocation: sourceLocation)
    for item in expected where text.positions[item.marker] == nil {
        Issue.record("marker \(item.marker) is not in the text", sourceLocation: sourceLocation)
    }
}
