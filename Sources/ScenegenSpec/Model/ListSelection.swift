/// Which action a scene's list sends when the user chooses one of its rows, and
/// what it carries: the chosen item's id, in every flavor.
///
/// A spec names the list as the action's value: `cars: "[Car]"` with
/// `select: cars` makes choosing a row of `cars` send `select`. The action then
/// carries what identifies an item: its `id` property when the list holds a
/// model of the spec that declares one (`Car.id: String`), the item itself
/// otherwise (`[String]`). A ViewModel finds the item by what identifies it,
/// never by a row number that would mean something else in each flavor.
public struct ListSelection: Hashable, Sendable {
    /// The list field whose rows are chosen.
    public var field: PropertySpec
    /// The action a chosen row sends.
    public var action: ActionSpec
    /// The type of one item of the list: `Car` for `[Car]` and `[Car]?`.
    public var element: SwiftType
    /// The item's property that identifies it (`id`), or nil when the item itself is sent.
    public var idProperty: String?

    /// Creates a selection.
    public init(field: PropertySpec, action: ActionSpec, element: SwiftType, idProperty: String?) {
        self.field = field
        self.action = action
        self.element = element
        self.idProperty = idProperty
    }

    /// What identifies an item of `list`: the type and the property holding it
    /// (nil: the item itself); nil when `list` is not an array or set field.
    public static func identity(of list: SwiftType, models: [ModelSpec]) -> (type: SwiftType, property: String?)? {
        guard let element = list.unwrapped.element else { return nil }
        if case .named(let name, let arguments) = element, arguments.isEmpty,
            let id = models.first(where: { $0.name == name })?.properties.first(where: { $0.name == "id" })
        {
            return (id.type, "id")
        }
        return (element, nil)
    }

    /// `scene` with each action whose value names one of its list fields
    /// (`select: cars`) resolved: `selects` is that field, and the payload what
    /// identifies an item of it. Other actions are unchanged.
    public static func resolved(_ scene: SceneSpec, models: [ModelSpec]) -> SceneSpec {
        var scene = scene
        for index in scene.actions.indices {
            guard case .named(let name, let arguments)? = scene.actions[index].payload, arguments.isEmpty,
                let field = scene.fields.first(where: { $0.name == name }),
                let identity = identity(of: field.type, models: models)
            else { continue }
            scene.actions[index].selects = field.name
            scene.actions[index].payload = identity.type
        }
        return scene
    }

    /// The selection of `scene` among `models`: its first action that names a list
    /// field (`select: cars`, once resolved); nil when none does.
    public static func of(_ scene: SceneSpec, models: [ModelSpec]) -> ListSelection? {
        for action in scene.actions {
            guard let name = action.selects, let field = scene.fields.first(where: { $0.name == name }),
                let element = field.type.unwrapped.element
            else { continue }
            return ListSelection(
                field: field, action: action, element: element,
                idProperty: identity(of: field.type, models: models)?.property)
        }
        return nil
    }
}
