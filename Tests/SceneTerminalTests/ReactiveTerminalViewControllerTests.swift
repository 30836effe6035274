import SceneRx
import SceneTerminal
import XCTest

/// A counter scene in the shape the generator emits: an Input/Output ViewModel with Driver
/// outputs, a controller that binds them and turns key presses into inputs.
final class CounterViewModel {
    struct Input {
        let increment: Observable<Void>
    }

    struct Output {
        let title: Driver<String>
        let lines: Driver<[String]>
    }

    private let count = BehaviorRelay(value: 0)
    private let disposeBag = DisposeBag()

    func transform(input: Input) -> Output {
        input.increment
            .map { [count] in count.value + 1 }
            .bind(to: count)
            .disposed(by: disposeBag)
        return Output(
            title: count.asDriver().map { "Counter (\($0))" },
            lines: count.asDriver().map { ["Count: \($0)"] })
    }
}

final class CounterViewController: TerminalViewController {
    private let viewModel = CounterViewModel()
    private let disposeBag = DisposeBag()
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(input: .init(increment: rx.keyPress("+", title: "Add one")))
        output.title.drive(rx.title).disposed(by: disposeBag)
        output.lines
            .drive(onNext: { [weak self] lines in self?.lines = lines })
            .disposed(by: disposeBag)
        output.lines.map { _ in () }.drive(rx.needsDisplay).disposed(by: disposeBag)
    }

    override func body() -> [String] { lines }
}

final class ReactiveTerminalViewControllerTests: XCTestCase {
    func testTitleBinderSetsTheTitleAndAsksForARedraw() {
        let controller = TerminalViewController()
        let disposeBag = DisposeBag()

        Observable.just("Cars").bind(to: controller.rx.title).disposed(by: disposeBag)

        XCTAssertEqual(controller.title, "Cars")
        XCTAssertTrue(controller.needsDisplay)
    }

    func testNeedsDisplayBinderAsksForARedraw() {
        let controller = TerminalViewController()
        let relay = PublishRelay<Void>()
        let disposeBag = DisposeBag()
        relay.bind(to: controller.rx.needsDisplay).disposed(by: disposeBag)
        XCTAssertFalse(controller.needsDisplay)

        relay.accept(())

        XCTAssertTrue(controller.needsDisplay)
    }

    func testBindersDoNotKeepTheControllerAlive() {
        let relay = PublishRelay<String>()
        let disposeBag = DisposeBag()
        weak var weakController: TerminalViewController?
        do {
            let controller = TerminalViewController()
            weakController = controller
            relay.bind(to: controller.rx.title).disposed(by: disposeBag)
        }
        XCTAssertNil(weakController)
        relay.accept("ignored")
    }

    func testKeyPressEmitsOnEachPressAndAddsTheBinding() {
        let controller = TerminalViewController()
        var presses = 0
        let disposeBag = DisposeBag()
        controller.rx.keyPress("r", title: "Refresh")
            .subscribe(onNext: { presses += 1 })
            .disposed(by: disposeBag)

        controller.dispatch(input: "r")
        controller.dispatch(input: "r")

        XCTAssertEqual(presses, 2)
        XCTAssertEqual(controller.footer(), "[r] Refresh  [q] Quit")
    }

    func testKeyPressOnAReservedKeyNeverEmits() {
        let controller = TerminalViewController()
        var presses = 0
        let disposeBag = DisposeBag()
        controller.rx.keyPress("q", title: "Quiet").subscribe(onNext: { presses += 1 }).disposed(by: disposeBag)

        XCTAssertFalse(controller.dispatch(input: "q"))
        XCTAssertEqual(presses, 0)
        XCTAssertTrue(controller.keyBindings.isEmpty)
    }

    func testLifecycleObservablesEmitAfterEachCall() {
        let root = TerminalViewController()
        let next = TerminalViewController()
        var calls: [String] = []
        let disposeBag = DisposeBag()
        for (name, controller) in [("root", root), ("next", next)] {
            controller.rx.viewDidLoad.subscribe(onNext: { calls.append("\(name).didLoad") }).disposed(by: disposeBag)
            controller.rx.viewWillAppear.subscribe(onNext: { calls.append("\(name).willAppear") }).disposed(
                by: disposeBag)
            controller.rx.viewDidAppear.subscribe(onNext: { calls.append("\(name).didAppear") }).disposed(
                by: disposeBag)
            controller.rx.viewWillDisappear.subscribe(onNext: { calls.append("\(name).willDisappear") })
                .disposed(by: disposeBag)
            controller.rx.viewDidDisappear.subscribe(onNext: { calls.append("\(name).didDisappear") })
                .disposed(by: disposeBag)
        }
        let navigator = Navigator(root: root)
        navigator.makeVisible()

        navigator.push(next)

        XCTAssertEqual(
            calls,
            [
                "root.didLoad", "root.willAppear", "root.didAppear",
                "next.didLoad", "root.willDisappear", "next.willAppear", "root.didDisappear", "next.didAppear",
            ])
    }

    func testABoundSceneRunsInTheAppWithPipedKeys() {
        let output = TerminalOutputBuffer()

        TerminalApp(root: CounterViewController(), input: ScriptedTerminalInput(["+", "+"]), output: output).run()

        XCTAssertEqual(
            output.screens,
            [
                ["Counter (0)", "===========", "Count: 0", "", "[+] Add one  [q] Quit"],
                ["Counter (1)", "===========", "Count: 1", "", "[+] Add one  [q] Quit"],
                ["Counter (2)", "===========", "Count: 2", "", "[+] Add one  [q] Quit"],
            ])
    }

    func testADriverFedFromABackgroundThreadRedrawsTheRunningApp() {
        let controller = TerminalViewController()
        let titles = PublishSubject<String>()
        let disposeBag = DisposeBag()
        titles.asDriver(onErrorJustReturn: "").drive(controller.rx.title).disposed(by: disposeBag)
        let output = TerminalOutputBuffer()
        let input = IdleThenInput(idleTurns: 200, pause: 0.005)
        // The subject is only used by the one background task; the compiler cannot know it.
        nonisolated(unsafe) let backgroundTitles = titles
        input.onFirstIdle = {
            DispatchQueue.global().async { backgroundTitles.onNext("Loaded") }
        }
        input.isDone = { output.text.contains("Loaded") }

        TerminalApp(root: controller, input: input, output: output, mode: .interactive).run()

        XCTAssertTrue(output.text.contains("Loaded\u{1B}[K\n======\u{1B}[K\n"))
    }
}
