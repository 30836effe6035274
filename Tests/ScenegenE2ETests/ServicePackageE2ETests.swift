import Foundation
import ScenegenTestSupport
import Testing

/// Issue 9, end to end on the real binary in fresh packages (part of the
/// serialized, SCENEGEN_E2E_PACKAGE=1-gated PackageE2ETests suite):
/// Tests/Fixtures/e2e/services.scenegen.yml (two services, three routed
/// scenes, titles full of comment and string delimiters) builds with no
/// warnings and its tests pass; its ViewModel side builds and passes without
/// SceneTerminal; wrong ViewModels fail the harness-based tests; and each
/// spec change a user makes to a hand-edited scene builds, or is pointed at.
extension PackageE2ETests {
    @Test func servicesThroughRoutesBuildPassAndEveryHoleIsClosed() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let package = try GeneratedPackage(target: "Garage")
        defer { package.folder.remove() }
        let folder = package.folder
        let spec = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("Tests/Fixtures/e2e/services.scenegen.yml"),
            encoding: .utf8)
        try folder.write(spec, to: "scenegen.yml")
        try #require(try folder.scenegen("generate").status == 0)
        let scenes = "Sources/Garage/Scenes"

        // Acceptance 5: no title text outside comments and string literals.
        for path in folder.files(under: "") where path.hasSuffix(".swift") {
            for (number, line) in try folder.read(path).split(separator: "\n").enumerated() {
                #expect(
                    !Self.code(of: String(line)).contains("injected"),
                    "\(path):\(number + 1): spec text became code: \(line)")
            }
        }

        // Acceptance 1: builds without warnings, every generated test passes,
        // among them the route tests that see the child get the parent's services.
        try buildAndTest(package, expectFailures: [])
        let routerTests = try folder.read("Tests/GarageTests/CarList/CarListRouterTests.swift")
        #expect(routerTests.contains("shown.router.dependencies.carRepository === mocks.carRepository"))
        print("services package generated, built and tested in \(clock.now - started)")

        // Acceptance 3: the ViewModel side compiles and passes without SceneTerminal.
        try viewModelSideBuildsWithoutSceneTerminal(from: folder)
        print("... and its ViewModel side without SceneTerminal by \(clock.now - started)")

        // Acceptance 4: wrong ViewModels fail the generated, harness-based tests.
        let carList = "\(scenes)/CarList/CarListViewModel.swift"
        let skeleton = try folder.read(carList)
        for (edit, failing) in [
            (
                ("            input.refresh,\n", "            Observable<Void>.never(),\n"),
                "testRefreshChangesWhatTheScreenShows"
            ),
            (
                ("isLoading: activityIndicator.asDriver()", "isLoading: .just(true)"),
                "testLoadsCarsWhenTheScreenAppearsAndStopsLoading testShowsAnErrorWhenLoadingCarsFails"
                    + " testStopsLoadingAtTheFirstCarsOfAStreamThatStaysOpen"
            ),
            (
                (".trackActivityUntilFirstElement(activityIndicator)", ".trackActivity(activityIndicator)"),
                "testStopsLoadingAtTheFirstCarsOfAStreamThatStaysOpen"
            ),
            (("                    .trackError(errorTracker)\n", ""), "testShowsAnErrorWhenLoadingCarsFails"),
        ] {
            let wrong = skeleton.replacingOccurrences(of: edit.0, with: edit.1)
            try #require(wrong != skeleton, "no `\(edit.0)` in\n\(skeleton)")
            try folder.write(wrong, to: carList)
            let names = failing.split(separator: " ").map { "CarListViewModelTests.\($0)" }
            try buildAndTest(package, expectFailures: Set(names))
        }
        try folder.write(skeleton, to: carList)
        print("... and four wrong ViewModels failed their tests by \(clock.now - started)")

        // Acceptance 2: a hand-edited scene (its stored input private, a real
        // transform) through every spec change.
        let details = "\(scenes)/CarDetails/CarDetailsViewModel.swift"
        try folder.write(Self.handEditedCarDetails, to: details)
        try folder.write(
            Self.handEditedCarDetailsTests, to: "Tests/GarageTests/CarDetails/CarDetailsViewModelTests.swift")
        var edited = spec
        for (from, to) in [
            // Reorder fields, inputs, actions and services.
            ("      carID: String\n      referrer: String\n", "      referrer: String\n      carID: String\n"),
            ("      car: Car?\n      isFavorite: Bool\n", "      isFavorite: Bool\n      car: Car?\n"),
            ("      - refresh\n      - select: cars\n", "      - select: cars\n      - refresh\n"),
            ("uses: [CarRepository, FavoriteStore]", "uses: [FavoriteStore, CarRepository]"),
            // Add an action, a value action and a route to the hand-edited scene.
            (
                "    actions: [toggleFavorite]\n    routes: [Settings]",
                "    actions: [toggleFavorite, share, rate: Int]\n    routes: [Settings, CarList]"
            ),
        ] {
            let next = edited.replacingOccurrences(of: from, with: to)
            try #require(next != edited, "no `\(from)` in the spec")
            edited = next
        }
        try folder.write(edited, to: "scenegen.yml")
        let regenerated = try folder.scenegen("generate")
        try #require(regenerated.status == 0, "\(regenerated.transcript)")
        // The two new actions the hand-edited ViewModel does not read are named at its transform line.
        let transformLine =
            try #require(
                Self.handEditedCarDetails.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.contains("func transform(")
                }) + 1
        for action in ["share", "rate"] {
            #expect(
                regenerated.stderr.contains(
                    "\(scenes)/CarDetails/CarDetailsViewModel.swift:\(transformLine):5: note: `input.\(action)` does not appear in this file"
                ), "\(regenerated.stderr)")
        }
        // The value action is reachable with no user edit: the generated base reads it from typed text.
        let base = try folder.read("\(scenes)/CarDetails/CarDetailsViewControllerBase.swift")
        #expect(
            base.contains(
                "parse: { input in Int(input) }\n        ) { [weak self] value in\n            self?.rate(value)"),
            "\(base)")
        try buildAndTest(package, expectFailures: [])
        print("... and the hand-edited scene through five spec changes by \(clock.now - started)")
    }

    /// Builds with `--build-tests` (no warnings) and runs the tests: exactly
    /// `expectFailures` fail (by `Class.method`), every other declared test passes.
    private func buildAndTest(_ package: GeneratedPackage, expectFailures: Set<String>) throws {
        let build = try package.swift("build", "--build-tests")
        try #require(build.status == 0, "\(build.excerpt)")
        #expect(GeneratedPackage.warnings(in: build.stdout + build.stderr) == [])
        let test = try package.swift("test", "--skip-build")
        let ran = GeneratedPackage.testCases(in: test.stdout + test.stderr)
        let declared = try package.declaredTests(under: "Tests/\(package.target)Tests")
        #expect(ran.failed == expectFailures, "\(test.excerpt)")
        #expect(ran.passed == declared.subtracting(expectFailures), "\(declared.subtracting(ran.passed).sorted())")
        #expect((test.status == 0) == expectFailures.isEmpty)
    }

    /// Copies every generated file that does not import SceneTerminal into a
    /// package whose targets depend on SceneRx and SceneRxTest only, then builds
    /// and tests it: the ViewModel, its I/O and routes, models, services,
    /// helpers, mocks, harness and ViewModel tests.
    private func viewModelSideBuildsWithoutSceneTerminal(from folder: TemporaryFolder) throws {
        let side = try TemporaryFolder("package-viewmodels")
        defer { side.remove() }
        try side.write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Garage",
                dependencies: [.package(name: "scenegen", path: "\(Scenegen.repositoryRoot.path)")],
                targets: [
                    .target(name: "Garage", dependencies: [.product(name: "SceneRx", package: "scenegen")]),
                    .testTarget(
                        name: "GarageTests",
                        dependencies: [
                            "Garage", .product(name: "SceneRx", package: "scenegen"),
                            .product(name: "SceneRxTest", package: "scenegen"),
                        ]),
                ]
            )

            """, to: "Package.swift")
        var copied: [String] = []
        for root in ["Sources/Garage", "Tests/GarageTests"] {
            for path in folder.files(under: root) where path.hasSuffix(".swift") {
                let text = try folder.read("\(root)/\(path)")
                guard !text.contains("import SceneTerminal") else { continue }
                try side.write(text, to: "\(root)/\(path)")
                copied.append(path)
            }
        }
        for name in [
            "CarList/CarListViewModel.swift", "CarList/CarListViewModel+IO.swift", "Services/CarRepository.swift",
            "Shared/AppDependencies.swift", "Models/Car.swift", "Mocks/MockFavoriteStore.swift",
            "CarDetails/CarDetailsViewModelHarness.swift", "CarDetails/CarDetailsViewModelTests.swift",
        ] {
            #expect(copied.contains { $0.hasSuffix(name) }, "\(name) imports SceneTerminal")
        }
        let build = try GeneratedPackage.swift(["build", "--build-tests"], in: side.url)
        try #require(build.status == 0, "\(build.excerpt)")
        #expect(GeneratedPackage.warnings(in: build.stdout + build.stderr) == [])
        let test = try GeneratedPackage.swift(["test", "--skip-build"], in: side.url)
        #expect(test.status == 0, "\(test.excerpt)")
        let ran = GeneratedPackage.testCases(in: test.stdout + test.stderr)
        #expect(ran.passed.contains("CarDetailsViewModelTests.testShowsItsTitle"))
        #expect(ran.failed.isEmpty)
    }

    /// `line` without its string literals' contents and its `//` comment.
    static func code(of line: String) -> String {
        var code = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    code.append(character)
                }
            } else if character == "/" && previous == "/" {
                code.removeLast()
                break
            } else {
                if character == "\"" { inString = true }
                code.append(character)
            }
            previous = inString ? " " : character
        }
        return code
    }

    /// The user's tests of it, on the harness.
    static let handEditedCarDetailsTests = """
        import SceneRx
        import SceneRxTest
        import XCTest

        @testable import Garage

        final class CarDetailsViewModelTests: XCTestCase {
            func testShowsTheCarItWasBuiltFor() {
                let harness = CarDetailsViewModelHarness()
                harness.mocks.carRepository.carResult = .just(Car(id: "a", name: "A", price: 1))
                harness.start()
                XCTAssertEqual(harness.car.events.compactMap(\\.value.element), [Car(id: "a", name: "A", price: 1)])
                XCTAssertEqual(harness.mocks.carRepository.carCalls.map(\\.carID), ["carID-1"])
            }

            func testToggleFavoriteFlipsItAndTellsTheStore() {
                let harness = CarDetailsViewModelHarness()
                harness.send(.toggleFavorite, at: 300)
                harness.start()
                XCTAssertEqual(harness.isFavorite.events.compactMap(\\.value.element), [false, true])
                XCTAssertEqual(harness.mocks.favoriteStore.toggleCalls.count, 1)
            }
        }

        """

    /// CarDetails' ViewModel as a user writes it: the stored input private,
    /// the services used, Output built by name.
    static let handEditedCarDetails = """
        import Foundation
        import SceneRx

        final class CarDetailsViewModel: ViewModelType {
            private let carID: String
            private let carRepository: CarRepository
            private let favoriteStore: FavoriteStore

            init(inputs: Inputs, dependencies: AppDependencies) {
                carID = inputs.carID
                carRepository = dependencies.carRepository
                favoriteStore = dependencies.favoriteStore
            }

            func transform(input: Input) -> Output {
                let activityIndicator = ActivityIndicator()
                let errorTracker = ErrorTracker()
                let carID = carID
                let car = input.viewWillAppear
                    .flatMapLatest { [carRepository] in
                        carRepository.car(carID: carID)
                            .trackActivity(activityIndicator)
                            .trackError(errorTracker)
                            .catch { _ in .empty() }
                    }
                    .share(replay: 1)
                let stored = favoriteStore.isFavorite(carID: carID)
                let toggled = input.toggleFavorite
                    .do(onNext: { [favoriteStore] in favoriteStore.toggle(carID: carID) })
                    .withLatestFrom(stored)
                    .map { !$0 }
                return Output(
                    car: car.asDriver(onErrorJustReturn: nil),
                    errorMessage: errorTracker.asObservable().map { "\\($0)" }.asSignal(onErrorSignalWith: .empty()),
                    isFavorite: Observable.merge(stored, toggled)
                        .asDriver(onErrorJustReturn: false),
                    isLoading: activityIndicator.asDriver(),
                    navigationTitle: car.map { $0?.name ?? "Car" }.asDriver(onErrorJustReturn: "Car"),
                    route: .empty()
                )
            }
        }

        """
}
