// A two-screen SceneTerminal app: run it in a terminal to try raw mode, or pipe keys into it
// (`printf '12\nd\na\nb\nq\n' | swift run SceneTerminalDemo`) to see plain mode. The tests also
// run it on a pseudo-terminal: typed lines, resize, and the terminal restored on quit, Ctrl-C,
// crash and Ctrl-Z.
import Foundation
import SceneTerminal

/// The list screen: `d` shows details, a row number picks a car (in a terminal, type `12` and
/// Enter), `!` crashes on purpose when `SCENE_TERMINAL_DEMO_CRASH=1` (to see the terminal
/// restored after a crash).
final class CarListViewController: TerminalViewController {
    private let cars = [
        "Tesla Model 3", "Volvo XC40", "Saab 900", "Renault Zoe", "Fiat 500e", "Kia EV6",
        "Hyundai Ioniq 5", "Polestar 2", "Nissan Leaf", "BMW i3", "Mini Cooper SE", "Skoda Enyaq",
    ]
    private var selected = 0

    override func viewDidLoad() {
        title = "Cars"
        addKeyBinding("d", title: "Details") { [unowned self] in
            navigator?.push(CarDetailsViewController(car: cars[selected]))
        }
    }

    override func body() -> [String] {
        cars.enumerated().map { index, car in (index == selected ? "> " : "  ") + "\(index + 1). \(car)" }
    }

    override func handle(input: String) -> Bool {
        if input == "!", ProcessInfo.processInfo.environment["SCENE_TERMINAL_DEMO_CRASH"] == "1" {
            fatalError("crash requested with `!`")
        }
        guard let number = Int(input), number >= 1, number <= cars.count else { return false }
        selected = number - 1
        setNeedsDisplay()
        return true
    }
}

/// The details screen: `a` presents an about box.
final class CarDetailsViewController: TerminalViewController {
    private let car: String

    init(car: String) {
        self.car = car
        super.init()
    }

    override func viewDidLoad() {
        title = car
        addKeyBinding("a", title: "About") { [unowned self] in
            let about = AboutViewController()
            navigator?.present(about)
        }
    }

    override func body() -> [String] { ["A fine car."] }
}

/// A modal screen.
final class AboutViewController: TerminalViewController {
    override func viewDidLoad() { title = "About" }
    override func body() -> [String] { ["SceneTerminal demo"] }
}

TerminalApp.run(root: CarListViewController())
