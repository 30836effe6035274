import SceneRx

/// Every terminal view controller has `rx`, as every `UIViewController` has in RxCocoa.
extension TerminalViewController: ReactiveCompatible {}
