import SceneTerminal

/// Shows Cars in the terminal.
///
/// scenegen created this file once; it is yours. The bindings, keys and typed
/// values live in CarListViewControllerBase (generated). Override
/// `body()` to lay the screen out from `values`.
final class CarListViewController: CarListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        // The user picks a car by its number on the screen; the ViewModel wants the car's id.
        removeValueAction("s")
        addTypedInputHint("number", title: "Select")
    }

    /// A typed row number (1-based, as the list shows it) selects that car by its id.
    override func handle(input: String) -> Bool {
        guard let number = Int(input), let cars = values.cars, cars.indices.contains(number - 1) else { return false }
        select(cars[number - 1].id)
        return true
    }
}
