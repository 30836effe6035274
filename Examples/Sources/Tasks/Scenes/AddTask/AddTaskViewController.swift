import SceneTerminal

/// Shows New Task in the terminal.
///
/// scenegen created this file once; it is yours. The bindings, keys and typed
/// values live in AddTaskViewControllerBase (generated). Override
/// `body()` to lay the screen out from `values`.
final class AddTaskViewController: AddTaskViewControllerBase {
}
