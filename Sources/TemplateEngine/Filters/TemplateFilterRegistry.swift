/// The filters a template environment knows, by name.
public struct TemplateFilterRegistry: Sendable {
    private var filters: [String: TemplateFilter] = [:]

    /// An empty registry.
    public init() {}

    /// A registry holding `filters`.
    public init(_ filters: [TemplateFilter]) {
        for filter in filters { register(filter) }
    }

    /// Stencil's filters, StencilSwiftKit's code-generation filters and scenegen's own.
    public static let builtIn = TemplateFilterRegistry(BuiltInFilters.all + StencilSwiftKitFilters.all)

    /// Adds or replaces a filter.
    public mutating func register(_ filter: TemplateFilter) {
        filters[filter.name] = filter
    }

    /// The filter called `name`.
    public subscript(name: String) -> TemplateFilter? { filters[name] }

    /// Every name, sorted.
    public var names: [String] { filters.keys.sorted() }
}
