import SceneTerminal

/// Shows Sign In in the terminal.
///
/// scenegen created this file once; it is yours. The bindings, keys and typed
/// values live in SignInViewControllerBase (generated). Override
/// `body()` to lay the screen out from `values`.
final class SignInViewController: SignInViewControllerBase {
}
