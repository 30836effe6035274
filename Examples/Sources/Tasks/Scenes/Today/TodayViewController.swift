import SceneTerminal

/// Shows Today in the terminal.
///
/// scenegen created this file once; it is yours. The bindings live in
/// TodayViewControllerBase (generated). Override `body()` to lay the
/// screen out from `values` and `handle(input:)` to turn typed input into actions.
final class TodayViewController: TodayViewControllerBase {
    override func handle(input: String) -> Bool {
        if let value = Int(input) {
            toggle(value)
            return true
        }
        return super.handle(input: input)
    }
}
