import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec
import Testing

/// What the terminal flavor makes of a spec's services: a mock's starting
/// result for each kind of return type, the dependencies value in label order,
/// and the note `generate` gives for an action a user-owned ViewModel never reads.
@Suite("Service files")
struct ServiceFilesTests {
    private func files(_ text: String) throws -> [GeneratedFile] {
        let loaded = try SpecLoader.read(SourceFile(path: "scenegen.yml", text: text))
        return try ProjectGenerator(loaded: loaded, options: GenerationOptions()).files()
    }

    private static let spec = """
        module: Shop
        models:
          Car:
            id: String
        services:
          Repo:
            cars: "() -> Observable<[Car]>"
            car: "(id: String) -> Single<Car>"
            maybe: "() -> Maybe<Car>"
            save: "(car: Car) -> Completable"
            count: "() -> Int"
            isOpen: "() -> Bool"
            last: "() -> Car?"
            first: "() -> Car"
            custom: "() -> Observable<Widget>"
            plain: "() -> Widget"
            forget: "(id: String)"
          Audit:
            log: "(message: String)"
        scenes:
          Home:
            uses: [Repo, Audit]
            actions: [refresh]

        """

    @Test func mocksStartAtANeutralResultPerReturnType() throws {
        let mock = try #require(try files(Self.spec).first { $0.path.hasSuffix("Mocks/MockRepo.swift") }).contents
        for line in [
            "var carsResult: Observable<[Car]> = .just([])",
            "var carResult: Single<Car> = .just(Car(id: \"id-1\"))",
            "var maybeResult: Maybe<Car> = .empty()",
            "var saveResult: Completable = .empty()",
            "var countResult: Int = 0",
            "var isOpenResult: Bool = false",
            "var lastResult: Car? = nil",
            "var firstResult: Car = Car(id: \"id-1\")",
            "var customResult: Observable<Widget> = .error(MockServiceError.noResult(\"Repo.custom()\"))",
            "var plainResult: Widget?",
            "private(set) var forgetCalls: [ForgetCall] = []",
            "struct SaveCall: Equatable {",
            "saveCalls.append(SaveCall(car: car))",
        ] {
            #expect(mock.contains(line), "no `\(line)` in\n\(mock)")
        }
        #expect(!mock.contains("forgetResult"), "a Void method has no result")
    }

    @Test func theDependenciesTakeTheirLabelsInAlphabeticalOrder() throws {
        let dependencies = try #require(try files(Self.spec).first { $0.path.hasSuffix("AppDependencies.swift") })
        #expect(dependencies.contents.contains("init(audit: Audit, repo: Repo)"))
    }

    @Test func anActionTheViewModelNeverReadsIsNotedAtItsTransformLine() throws {
        let generated = try files(Self.spec)
        let viewModel = try #require(generated.first { $0.path.hasSuffix("Home/HomeViewModel.swift") })
        #expect(viewModel.expectations == ["input.refresh"])
        let onDisk =
            "final class HomeViewModel {\n    func transform(input: Input) -> Output {\n        fatalError()\n    }\n}\n"
        let plan = GenerationPlan(entries: [.init(file: viewModel, action: .skip, existing: onDisk)])
        let notes = plan.unmetExpectations(in: "Project")
        #expect(notes.count == 1)
        #expect(notes.first?.span == SourceSpan(path: "Project/\(viewModel.path)", line: 2, column: 5))
        #expect(notes.first?.message.hasPrefix("`input.refresh` does not appear in this file") == true)
        let handled = onDisk.replacingOccurrences(of: "fatalError()", with: "_ = input.refresh")
        #expect(
            GenerationPlan(entries: [.init(file: viewModel, action: .skip, existing: handled)]).unmetExpectations(
                in: "Project"
            ).isEmpty)
        // `input.refreshAll` is another name: it does not count.
        let other = onDisk.replacingOccurrences(of: "fatalError()", with: "_ = input.refreshAll")
        #expect(
            GenerationPlan(entries: [.init(file: viewModel, action: .skip, existing: other)]).unmetExpectations(
                in: "Project"
            ).count == 1)
    }
}
