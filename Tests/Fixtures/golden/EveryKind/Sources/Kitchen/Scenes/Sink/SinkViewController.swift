import SceneTerminal

/// Shows Everything in the terminal.
///
/// scenegen created this file once; it is yours. The bindings live in
/// SinkViewControllerBase (generated). Override `body()` to lay the
/// screen out from `values` and `handle(input:)` to turn typed input into actions.
final class SinkViewController: SinkViewControllerBase {
    override func handle(input: String) -> Bool {
        if let value = Int(input) {
            select(value)
            return true
        }
        // TODO: turn `input` into a Item and call `pick(_:)`.
        // TODO: turn `input` into a URL? and call `open(_:)`.
        return super.handle(input: input)
    }
}
