import SceneTerminal

/// A shared list of lifecycle calls, so tests can check their order across controllers.
final class LifecycleLog {
    var entries: [String] = []
}

/// A controller that writes each lifecycle call to a log as `name.call`.
final class LoggingViewController: TerminalViewController {
    let name: String
    let log: LifecycleLog

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear() { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear() { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear() { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear() { log.entries.append("\(name).viewDidDisappear") }
}
