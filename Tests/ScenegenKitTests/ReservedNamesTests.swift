import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec
import ScenegenTestSupport
import Testing

/// Names are reserved by role (the manifests' `reserves:`): every name any
/// built-in flavor reserves, tried in each role in each flavor, is either
/// refused at its position with the reason, or accepted. The accepted ones
/// make the specs `Tests/Fixtures/e2e/reserved-*-<flavor>.scenegen.yml`,
/// kept current here (`SCENEGEN_RECORD=1` rewrites them), which
/// `ReservedNamesPackageE2ETests` (terminal) and `Scripts/check-flavors`
/// (uikit, swiftui) generate, build and test.
@Suite("names reserved by role")
struct ReservedNamesTests {
    static let flavors = ["terminal", "uikit", "swiftui"]
    static let memberRoles: [SpecNameRole] = [.field, .input, .action]
    static let typeRoles: [SpecNameRole] = [.scene, .model, .service]

    /// Names the flavors reserved for every member role before the roles (the
    /// older `members:` and `viewController:` lists): tried too, so the proof
    /// covers each name a list no longer holds.
    static let formerlyReservedMembers = [
        "transform", "disposeBag", "viewModel", "router", "navigator", "input", "output", "navigationTitle", "route",
        "viewWillAppear", "values", "inputs", "mocks", "scheduler", "appearTimes", "send", "start", "changedOutputs",
        "viewWillAppearRelay", "stackView", "isLoadingIndicator", "body", "contentOpacity", "live", "mock",
        "dependencies", "id", "environment", "onAppear", "onChange", "task", "opacity", "title", "screen", "footer",
        "keyBindings", "addKeyBinding", "handle", "dispatch", "setNeedsDisplay", "needsDisplay", "isViewLoaded",
        "loadViewIfNeeded", "viewDidLoad", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "setupViews",
        "setupLayout", "bindViewModel", "rx",
    ]
    /// Likewise the scene names reserved before.
    static let formerlyReservedTypes = ["App"]

    static func rules(_ flavor: String) throws -> SpecRules {
        try FlavorLoader.builtIn(named: flavor).manifest.rules
    }

    /// Every name any built-in flavor reserves in one of `roles`, sorted.
    static func names(in roles: [SpecNameRole]) throws -> [String] {
        var names = Set(roles == memberRoles ? formerlyReservedMembers : formerlyReservedTypes)
        for flavor in flavors {
            let rules = try rules(flavor)
            for role in roles { names.formUnion(rules.reservedNames[role]?.keys ?? [String: String]().keys) }
        }
        return names.sorted()
    }

    /// A spec giving `name` to `role`, marked at the name.
    static func spec(_ name: String, as role: SpecNameRole) -> String {
        switch role {
        case .field: return "module: Shop\nscenes:\n  Cart:\n    fields:\n      1️⃣\(name): Int\n"
        case .input: return "module: Shop\nscenes:\n  Cart:\n    inputs:\n      1️⃣\(name): String\n"
        case .action: return "module: Shop\nscenes:\n  Cart:\n    actions:\n      - 1️⃣\(name): Int\n"
        case .scene: return "module: Shop\nscenes:\n  1️⃣\(name): {}\n"
        case .model: return "module: Shop\nmodels:\n  1️⃣\(name):\n    id: String\nscenes:\n  Cart: {}\n"
        case .service:
            return
                "module: Shop\nservices:\n  1️⃣\(name):\n    load: \"() -> Single<Int>\"\nscenes:\n  Cart:\n    uses: [\(name)]\n"
        }
    }

    /// The errors of the spec giving `name` to `role` in `flavor`, and where the name is.
    static func errors(_ name: String, as role: SpecNameRole, in rules: SpecRules) -> (
        [Diagnostic], MarkedText.Position?
    ) {
        let marked = MarkedText(spec(name, as: role))
        let loaded: [Diagnostic]
        do {
            loaded = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: marked.text), rules: rules).diagnostics
        } catch {
            loaded = error.diagnostics
        }
        return (loaded.filter { $0.severity == .error }, marked.positions["1️⃣"])
    }

    /// The names of `candidates` that `flavor` accepts in `role`.
    static func accepted(_ candidates: [String], as role: SpecNameRole, in flavor: String) throws -> [String] {
        let rules = try rules(flavor)
        return candidates.filter { errors($0, as: role, in: rules).0.isEmpty }
    }

    /// Whether `diagnostic` points at `position`.
    static func isAt(_ diagnostic: Diagnostic, _ position: MarkedText.Position?) -> Bool {
        guard let start = diagnostic.span?.start, let position else { return false }
        return start.line == position.line && start.column == position.column
    }

    @Test(arguments: flavors)
    func eachReservedNameIsRefusedAtItsPositionWithTheReasonAndOnlyInItsRoles(_ flavor: String) throws {
        let rules = try Self.rules(flavor)
        for (roles, candidates) in [
            (Self.memberRoles, try Self.names(in: Self.memberRoles)),
            (Self.typeRoles, try Self.names(in: Self.typeRoles)),
        ] {
            for role in roles {
                for name in candidates {
                    let (errors, position) = Self.errors(name, as: role, in: rules)
                    if let reason = rules.reason(reserving: name, as: role) {
                        let expected =
                            "`\(name)` cannot be \(role.withArticle) name in the `\(flavor)` flavor: \(reason); choose another name"
                        #expect(errors.map(\.message) == [expected], "\(flavor): \(name) as \(role.rawValue)")
                        #expect(errors.allSatisfy { Self.isAt($0, position) }, "\(flavor): \(name) as \(role.rawValue)")
                    } else {
                        // Either accepted, or refused by the spec's own rules, also at the name.
                        for error in errors {
                            #expect(
                                Self.isAt(error, position),
                                "\(flavor): \(name) as \(role.rawValue): \(error.message) is not at the name")
                        }
                    }
                }
            }
        }
    }

    @Test func theOldFormOfReservesStillReservesEveryRole() throws {
        let file = SourceFile(
            path: "manifest.yml",
            text: """
                reserves:
                  members: [transform]
                  viewController:
                    base: UIViewController
                    members: [title]
                files: []

                """)
        let rules = try FlavorLoader.decodeManifest(file, flavor: "mine").rules
        for role in Self.memberRoles {
            #expect(rules.reason(reserving: "transform", as: role) == "every generated scene has a member of that name")
        }
        #expect(rules.reason(reserving: "title", as: .field) == nil)
        #expect(
            rules.reason(reserving: "title", as: .action)
                == "the generated view controller inherits a member of that name from `UIViewController`")
    }

    // MARK: - The specs of the accepted names

    static let fixtures = Scenegen.repositoryRoot.appendingPathComponent("Tests/Fixtures/e2e")

    /// The three specs of the names `flavor` accepts: by file name, their text.
    static func acceptedSpecs(_ flavor: String) throws -> [(String, String)] {
        let members = try names(in: memberRoles)
        let types = try names(in: typeRoles)
        let header = { (what: String) in
            """
            # Every name a built-in flavor reserves that `\(flavor)` accepts as \(what).
            # Written by ReservedNamesTests (SCENEGEN_RECORD=1 rewrites it): do not edit.
            # Scripts/check-flavors and ReservedNamesPackageE2ETests build what it generates.
            module: Reserved
            flavor: \(flavor)

            """
        }
        func lines(_ names: [String], _ line: (String) -> String) -> String {
            names.map { line($0) + "\n" }.joined()
        }
        let fields = try accepted(members, as: .field, in: flavor)
        let inputs = try accepted(members, as: .input, in: flavor)
        let actions = try accepted(members, as: .action, in: flavor)
        let scenes = try accepted(types, as: .scene, in: flavor)
        var names = header("a field, an input, an action (with and without a value) or a scene")
        names += "scenes:\n  FieldNames:\n    fields:\n" + lines(fields) { "      \($0): String" }
        names += "    routes: [InputNames]\n"
        names += "  InputNames:\n    inputs:\n" + lines(inputs) { "      \($0): String" }
        names += "  ActionNames:\n    fields:\n      shown: String\n    actions:\n" + lines(actions) { "      - \($0)" }
        names += "  ValueActionNames:\n    fields:\n      shown: String\n    actions:\n"
        names += lines(actions) { "      - \($0): Int" }
        names += lines(scenes) { "  \($0): {}" }

        let models = try accepted(types, as: .model, in: flavor)
        var modelSpec = header("a model") + "models:\n"
        modelSpec += lines(models) { "  \($0):\n    id: String" }
        modelSpec += "scenes:\n  ModelNames:\n    fields:\n" + lines(models) { "      the\($0): \($0)" }

        let services = try accepted(types, as: .service, in: flavor)
        var serviceSpec = header("a service") + "services:\n"
        serviceSpec += lines(services) { "  \($0):\n    load: \"() -> Single<Int>\"" }
        serviceSpec += "scenes:\n  ServiceNames:\n    uses: [\(services.joined(separator: ", "))]\n"
        serviceSpec += "    fields:\n      count: Int\n"
        return [
            ("reserved-names-\(flavor).scenegen.yml", names),
            ("reserved-models-\(flavor).scenegen.yml", modelSpec),
            ("reserved-services-\(flavor).scenegen.yml", serviceSpec),
        ]
    }

    @Test(arguments: flavors)
    func theSpecsOfTheAcceptedNamesAreCurrent(_ flavor: String) throws {
        for (file, text) in try Self.acceptedSpecs(flavor) {
            let url = Self.fixtures.appendingPathComponent(file)
            if Golden.isRecording {
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(
                committed == text,
                "\(file) is not current: run SCENEGEN_RECORD=1 swift test --filter ReservedNamesTests")
            // Each is a spec the flavor takes without an error.
            let loaded = try SpecLoader.load(SourceFile(path: file, text: text), rules: try Self.rules(flavor))
            #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.message) == [], "\(file)")
        }
    }
}
