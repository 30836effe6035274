import SceneTerminal

/// Shows Braces in the terminal.
///
/// scenegen created this file once; it is yours. The bindings, keys and typed
/// values live in BracesViewControllerBase (generated). Override
/// `body()` to lay the screen out from `values`.
final class BracesViewController: BracesViewControllerBase {
}
