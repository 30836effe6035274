import SceneTerminal

/// Shows Car Details in the terminal.
///
/// scenegen created this file once; it is yours. The bindings, keys and typed
/// values live in CarDetailsViewControllerBase (generated). Override
/// `body()` to lay the screen out from `values`.
final class CarDetailsViewController: CarDetailsViewControllerBase {
}
