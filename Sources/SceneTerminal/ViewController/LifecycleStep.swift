/// One lifecycle call of a `TerminalViewController`, as its `rx` observables report it.
enum LifecycleStep: Equatable {
    case viewDidLoad
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
}
