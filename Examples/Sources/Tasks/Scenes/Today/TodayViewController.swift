import SceneTerminal

/// Shows Today in the terminal.
///
/// scenegen created this file once; it is yours. The bindings, keys and typed
/// values live in TodayViewControllerBase (generated). Override
/// `body()` to lay the screen out from `values`.
final class TodayViewController: TodayViewControllerBase {
}
