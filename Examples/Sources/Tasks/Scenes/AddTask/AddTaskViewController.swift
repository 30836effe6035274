import SceneTerminal

/// Shows New Task in the terminal.
///
/// scenegen created this file once; it is yours. The bindings live in
/// AddTaskViewControllerBase (generated). Override `body()` to lay the
/// screen out from `values` and `handle(input:)` to turn typed input into actions.
final class AddTaskViewController: AddTaskViewControllerBase {
    override func handle(input: String) -> Bool {
        if let value = input.isEmpty ? nil : input {
            save(value)
            return true
        }
        return super.handle(input: input)
    }
}
