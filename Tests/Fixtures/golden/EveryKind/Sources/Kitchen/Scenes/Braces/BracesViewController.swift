import SceneTerminal

/// Shows Braces in the terminal.
///
/// scenegen created this file once; it is yours. The bindings live in
/// BracesViewControllerBase (generated). Override `body()` to lay the
/// screen out from `values`.
final class BracesViewController: BracesViewControllerBase {
}
