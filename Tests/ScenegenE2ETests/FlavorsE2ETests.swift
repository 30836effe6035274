import Foundation
import ScenegenTestSupport
import Testing

/// The uikit and swiftui flavors from the command line (issue 10, acceptance 1),
/// one spec for all three flavors, and a flavor folder a user wrote (acceptance 3).
@Suite("flavors")
struct FlavorsE2ETests {
    static let newArguments = [
        "new", "CarDetails", "--input", "carID:String", "--field", "title:String", "--action", "toggleFavorite",
        "--route", "CarList",
    ]

    @Test func newWritesAUIKitScene() throws {
        let folder = try TemporaryFolder("new-uikit")
        defer { folder.remove() }
        let result = try folder.scenegen(arguments: Self.newArguments + ["--flavor", "uikit"])
        try #require(result.status == 0, "\(result.transcript)")
        for file in [
            "CarDetailsViewController.swift", "CarDetailsViewControllerBase.swift", "CarDetailsViewModel.swift",
            "CarDetailsViewModel+IO.swift", "CarDetailsRouter.swift",
            "CarDetailsRouter+Routes.swift", "CarDetailsBuilder.swift",
        ] {
            #expect(folder.exists("CarDetails/\(file)"), "\(file)")
        }
        for test in [
            "CarDetailsViewModelTests.swift", "CarDetailsViewControllerTests.swift", "CarDetailsRouterTests.swift",
            "CarDetailsBuilderTests.swift",
        ] {
            #expect(folder.exists("Tests/CarDetails/\(test)"), "\(test)")
        }
        let base = try folder.read("CarDetails/CarDetailsViewControllerBase.swift")
        #expect(base.contains("class CarDetailsViewControllerBase: UIViewController {"))
        #expect(base.contains("let titleLabel = UILabel()"))
        #expect(base.contains("toggleFavorite: toggleFavoriteRelay.asObservable()"))
        #expect(base.contains("toggleFavoriteButton.rx.tap.bind(to: toggleFavoriteRelay).disposed(by: disposeBag)"))
        let tests = try folder.read("Tests/CarDetails/CarDetailsViewControllerTests.swift")
        #expect(tests.contains("viewController.toggleFavoriteButton.sendActions(for: .touchUpInside)"))
        let routes = try folder.read("CarDetails/CarDetailsRouter+Routes.swift")
        #expect(routes.contains("let nextViewController = CarListBuilder.viewController(dependencies: dependencies)"))
        #expect(
            routes.contains(
                "viewController?.navigationController?.pushViewController(nextViewController, animated: true)"))
        let builder = try folder.read("CarDetails/CarDetailsBuilder.swift")
        #expect(
            builder.contains(
                "static func viewController(carID: String, dependencies: AppDependencies) -> UIViewController {"))
        // The route's target scene is made too (empty), so the Router compiles.
        #expect(folder.exists("CarList/CarListBuilder.swift"))
    }

    @Test func newWritesASwiftUIScene() throws {
        let folder = try TemporaryFolder("new-swiftui")
        defer { folder.remove() }
        let result = try folder.scenegen(arguments: Self.newArguments + ["--flavor", "swiftui"])
        try #require(result.status == 0, "\(result.transcript)")
        for file in ["CarDetailsView.swift", "CarDetailsViewModel.swift", "CarDetailsViewModel+Intent.swift"] {
            #expect(folder.exists("CarDetails/\(file)"), "\(file)")
        }
        #expect(folder.exists("Shared/AppRouter.swift"))
        let viewModel = try folder.read("CarDetails/CarDetailsViewModel.swift")
        #expect(viewModel.contains("@Observable\nfinal class CarDetailsViewModel {"))
        #expect(viewModel.contains("private(set) var title: String = \"\""))
        #expect(viewModel.contains("func toggleFavorite() async {"))
        #expect(
            viewModel.contains(
                "static func live(carID: String, dependencies: AppDependencies) -> CarDetailsViewModel {"))
        #expect(viewModel.contains("static func mock(mocks: MockServices = MockServices()) -> CarDetailsViewModel {"))
        let intent = try folder.read("CarDetails/CarDetailsViewModel+Intent.swift")
        #expect(
            intent.contains("enum CarDetailsNavigationIntent: Hashable {\n    /// To Car List.\n    case carList\n}"))
        let view = try folder.read("CarDetails/CarDetailsView.swift")
        #expect(view.contains("viewModel.navigationIntent = nil  // consumed after handling"))
        #expect(view.contains("@State private var contentOpacity: Double = 0"))
    }

    /// The spec of the value-action checks: a `String` and an `Int` action, an
    /// optional and a model field, a required model input reached by a route.
    static let valueActionsSpec = "Tests/Fixtures/e2e/value-actions.scenegen.yml"

    /// A `String` action gets a text field whose Return sends its text, an `Int`
    /// action a stepper whose steps send its value; an optional or model field shows
    /// its value or a placeholder, never `Optional(...)`; the required input stays required.
    @Test func uikitValueActionsHaveControls() throws {
        let golden = GoldenCase(name: "ValueActionsUIKit", specPath: Self.valueActionsSpec, flavor: "uikit")
        let (folder, result) = try golden.generate("value-actions")
        defer { folder.remove() }
        try #require(result.status == 0, "\(result.transcript)")
        let base = try folder.read("Sources/Reader/Scenes/Search/SearchViewControllerBase.swift")
        #expect(base.contains("let queryTextField = UITextField()"), "\(base)")
        #expect(base.contains("stackView.addArrangedSubview(queryTextField)"))
        #expect(
            base.contains(
                """
                        queryTextField.rx.controlEvent(.editingDidEndOnExit)
                            .withLatestFrom(queryTextField.rx.text.orEmpty)
                            .bind(to: queryRelay)
                """))
        #expect(base.contains("let countStepper = UIStepper()"))
        #expect(base.contains("UIStackView(arrangedSubviews: [countLabel, countStepper])"))
        #expect(
            base.contains(
                """
                        countStepper.rx.value.changed
                            .map { Int($0) }
                            .bind(to: countRelay)
                """))
        #expect(base.contains("query: queryRelay.asObservable(),\n            count: countRelay.asObservable(),"))
        #expect(
            base.contains(
                ".map { $0.map { String(describing: $0) } ?? \"—\" }\n            .drive(authorLabel.rx.text)"))
        #expect(base.contains(".map { $0 ?? \"—\" }\n            .drive(summaryLabel.rx.text)"))
        let details = try folder.read("Sources/Reader/Scenes/ArticleDetails/ArticleDetailsViewControllerBase.swift")
        #expect(
            details.contains("cell.textLabel?.text =") && !details.contains("ContentConfiguration"),
            "the flavor runs from iOS 13, where cells have no content configuration: \(details)")
        #expect(details.contains(".bind(to: pickRelay)") && !details.contains("pickStepper"), "rows send `pick`")
        let builder = try folder.read("Sources/Reader/Scenes/ArticleDetails/ArticleDetailsBuilder.swift")
        #expect(builder.contains("static func viewController(article: Article, dependencies: AppDependencies)"))
        let routes = try folder.read("Sources/Reader/Scenes/Search/SearchRouter+Routes.swift")
        #expect(routes.contains("func routeToArticleDetails(article: Article) {"))
        let io = try folder.read("Sources/Reader/Scenes/ArticleDetails/ArticleDetailsViewModel+IO.swift")
        #expect(io.contains("let article: Article\n"))
    }

    /// The swiftui flavor's side of `uikitValueActionsHaveControls`: a `TextField` that
    /// sends on submit, a `Stepper` that sends each value, placeholders for what may be nil.
    @Test func swiftUIValueActionsHaveControls() throws {
        let golden = GoldenCase(name: "ValueActionsSwiftUI", specPath: Self.valueActionsSpec, flavor: "swiftui")
        let (folder, result) = try golden.generate("value-actions")
        defer { folder.remove() }
        try #require(result.status == 0, "\(result.transcript)")
        let view = try folder.read("Sources/Reader/Scenes/Search/SearchView.swift")
        #expect(view.contains("@State private var queryText = \"\""), "\(view)")
        #expect(view.contains("@State private var countValue = 0"))
        #expect(
            view.contains(
                """
                            TextField("Query", text: $queryText)
                                .submitLabel(.send)
                                .onSubmit {
                                    Task { await viewModel.query(queryText) }
                                }
                """))
        #expect(
            view.contains(
                """
                            Stepper(value: $countValue) {
                                LabeledContent("Count", value: String(countValue))
                            }
                            .onChange(of: countValue) { _, value in
                                Task { await viewModel.count(value) }
                            }
                """))
        #expect(
            view.contains(
                "LabeledContent(\"Author\", value: viewModel.author.map { String(describing: $0) } ?? \"—\")"))
        #expect(
            view.contains(
                "LabeledContent(\"Editor\", value: viewModel.editor.map { String(describing: $0) } ?? \"—\")"))
        #expect(view.contains("LabeledContent(\"Summary\", value: viewModel.summary ?? \"—\")"))
        #expect(view.contains("LabeledContent(\"Total\", value: String(describing: viewModel.total))"))
        let details = try folder.read("Sources/Reader/Scenes/ArticleDetails/ArticleDetailsView.swift")
        #expect(details.contains("Task { await viewModel.pick(row.element) }") && !details.contains("Stepper("))
        let viewModel = try folder.read("Sources/Reader/Scenes/ArticleDetails/ArticleDetailsViewModel.swift")
        #expect(viewModel.contains("    let article: Article\n"))
        #expect(viewModel.contains("init(article: Article, dependencies: AppDependencies)"))
        #expect(viewModel.contains("static func live(article: Article, dependencies: AppDependencies)"))
        #expect(!viewModel.contains("Article?"), "\(viewModel)")
        let route = try folder.read("Sources/Reader/Scenes/Shared/AppRoute.swift")
        #expect(route.contains("case articleDetails(article: Article)"))
        let intent = try folder.read("Sources/Reader/Scenes/Search/SearchViewModel+Intent.swift")
        #expect(intent.contains("case articleDetails(article: Article)"))
    }

    @Test(arguments: ["terminal", "uikit", "swiftui"])
    func oneSpecGeneratesEveryFlavor(_ flavor: String) throws {
        let golden = GoldenCase(name: "EveryKind", specPath: "Tests/Fixtures/e2e/every-kind.scenegen.yml")
        let (folder, result) = try golden.generate("every-flavor", extra: ["--flavor", flavor])
        defer { folder.remove() }
        #expect(result.status == 0, "\(result.transcript)")
        #expect(folder.exists("Sources/Kitchen/Scenes/Sink/SinkViewModel.swift"))
    }

    @Test func aFlavorOptionIsCheckedAgainstTheManifestAtItsPlace() throws {
        let folder = try TemporaryFolder("flavor-option")
        defer { folder.remove() }
        try folder.write(
            "module: Shop\nflavor: uikit\nscenes:\n  A:\n    routes:\n      - B: {presentation: pusj}\n      - B2: {animated: yes}\n  B: {}\n  B2: {}\n",
            to: "scenegen.yml")
        let result = try folder.scenegen("generate")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "scenegen.yml:6:27: error: option `presentation` must be `push` or `present`, found `pusj`; did you mean `push`?"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "scenegen.yml:7:14: error: unknown option `animated` for the route to `B2`; the route options of the `uikit` flavor are `presentation`"
            ), "\(result.stderr)")
        #expect(!folder.exists("Sources"))
    }

    /// Acceptance 3: a user copies the terminal flavor, renames the generated
    /// base class and adds an option, and it works: no Swift source changes.
    @Test func aFlavorFolderAUserWroteWorks() throws {
        let folder = try TemporaryFolder("user-flavor")
        defer { folder.remove() }
        let eject = try folder.scenegen("templates", "eject", "terminal", "--to", "HouseFlavor")
        try #require(eject.status == 0, "\(eject.transcript)")
        // Rename the generated base class `<Scene>ViewControllerBase` to `<Scene>ScreenBase`.
        // (the template file too: the manifest names it `ScreenBase.swift.stencil` then).
        for name in ["ViewControllerBase.swift.stencil", "ViewController.swift.stencil"] {
            let text = try folder.read("HouseFlavor/\(name)")
            try folder.write(
                text.replacingOccurrences(of: "ViewControllerBase", with: "ScreenBase"),
                to: "HouseFlavor/\(name.replacingOccurrences(of: "ViewControllerBase", with: "ScreenBase"))")
        }
        var manifest = try folder.read("HouseFlavor/manifest.yml")
        manifest = manifest.replacingOccurrences(of: "ViewControllerBase", with: "ScreenBase")
        // One option, read by a template: a scene may hide its footer.
        manifest = manifest.replacingOccurrences(
            of: "\nfiles:\n",
            with: "\noptions:\n  scene:\n    footer:\n      values: [shown, hidden]\n      default: shown\n\nfiles:\n")
        try folder.write(manifest, to: "HouseFlavor/manifest.yml")
        let base = try folder.read("HouseFlavor/ViewController.swift.stencil")
        try folder.write(
            base.replacingOccurrences(
                of: "final class {{ scene.name }}ViewController: {{ scene.name }}ScreenBase {\n",
                with:
                    "final class {{ scene.name }}ViewController: {{ scene.name }}ScreenBase {\n{% if scene.options.footer == \"hidden\" %}\n    override func footer() -> [String] { [] }\n{% endif %}\n"
            ), to: "HouseFlavor/ViewController.swift.stencil")
        try folder.write(
            """
            module: Shop
            flavor: ./HouseFlavor
            scenes:
              Home:
                fields:
                  title: String
                routes: [Quiet]
              Quiet:
                options:
                  footer: hidden

            """, to: "scenegen.yml")
        let result = try folder.scenegen("generate")
        try #require(result.status == 0, "\(result.transcript)")
        #expect(folder.exists("Sources/Shop/Scenes/Home/HomeScreenBase.swift"))
        #expect(!folder.exists("Sources/Shop/Scenes/Home/HomeViewControllerBase.swift"))
        #expect(try folder.read("Sources/Shop/Scenes/Home/HomeViewController.swift").contains(": HomeScreenBase {"))
        #expect(!(try folder.read("Sources/Shop/Scenes/Home/HomeViewController.swift")).contains("footer()"))
        #expect(
            try folder.read("Sources/Shop/Scenes/Quiet/QuietViewController.swift").contains(
                "override func footer() -> [String] { [] }"))

        // The folder's rules are the spec's: its option's values and its type suffixes.
        try folder.write(
            "module: Shop\nflavor: ./HouseFlavor\nmodels:\n  HomeScreenBase:\n    id: String\nscenes:\n  Home:\n    options: {footr: hidden}\n",
            to: "scenegen.yml")
        let bad = try folder.scenegen("validate")
        #expect(bad.status == 1)
        #expect(
            bad.stderr.contains(
                "scenegen.yml:4:3: error: model `HomeScreenBase` has the name of a type generated for scene `Home`; rename one of them"
            ), "\(bad.stderr)")
        #expect(
            bad.stderr.contains(
                "scenegen.yml:8:15: error: unknown option `footr` for scene `Home`; did you mean `footer`?"),
            "\(bad.stderr)")
    }

    /// The start line and the Package.swift lines come from the manifest's
    /// `setup:`, not from the flavor's name: an ejected terminal flavor, used
    /// through its folder, prints exactly what the built-in one prints, and a
    /// user's flavor that says another start prints that.
    @Test func theStartLinesComeFromTheManifestSoAnEjectedFlavorPrintsThem() throws {
        let manifestText =
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(\n    name: \"Garage\",\n"
            + "    targets: [.executableTarget(name: \"Garage\")]\n)\n"
        func firstNew(flavor: String?, prepare: (TemporaryFolder) throws -> Void = { _ in }) throws -> String {
            let folder = try TemporaryFolder("start-lines")
            defer { folder.remove() }
            try folder.write(manifestText, to: "Package.swift")
            try prepare(folder)
            let result = try folder.scenegen(
                arguments: ["new", "CarDetails", "--input", "carID:String"] + (flavor.map { ["--flavor", $0] } ?? []))
            try #require(result.status == 0, "\(result.transcript)")
            return result.stdout.components(separatedBy: "\n").drop { !$0.hasPrefix("Package.swift:") }
                .joined(separator: "\n")
        }
        let builtIn = try firstNew(flavor: nil)
        #expect(builtIn.contains("TerminalApp.run(root: CarDetailsBuilder.viewController(carID: "), "\(builtIn)")
        #expect(builtIn.contains(".product(name: \"SceneTerminal\", package: \"scenegen\")"), "\(builtIn)")
        let ejected = try firstNew(flavor: "./Mine") { folder in
            let eject = try folder.scenegen("templates", "eject", "terminal", "--to", "Mine")
            #expect(eject.status == 0, "\(eject.transcript)")
        }
        #expect(ejected == builtIn)
        let edited = try firstNew(flavor: "./Mine") { folder in
            let eject = try folder.scenegen("templates", "eject", "terminal", "--to", "Mine")
            #expect(eject.status == 0, "\(eject.transcript)")
            let manifest = try folder.read("Mine/manifest.yml")
            try folder.write(
                manifest.replacingOccurrences(of: "TerminalApp.run(root:", with: "HouseApp.start(root:"),
                to: "Mine/manifest.yml")
        }
        #expect(edited.contains("HouseApp.start(root: CarDetailsBuilder.viewController(carID: "), "\(edited)")
    }
}
