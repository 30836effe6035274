import SceneTerminal

/// Shows Cars in the terminal.
///
/// scenegen created this file once; it is yours. The bindings live in
/// CarListViewControllerBase (generated). Override `body()` to lay the
/// screen out from `values` and `handle(input:)` to turn typed input into actions.
final class CarListViewController: CarListViewControllerBase {
    override func handle(input: String) -> Bool {
        if let value = Int(input) {
            select(value)
            return true
        }
        return super.handle(input: input)
    }
}
