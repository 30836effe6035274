import ScenegenCore

/// A protocol the ViewModels depend on (a repository, a use case), as the
/// spec's `services:` declares it: one method per key.
public struct ServiceSpec: Hashable, Sendable {
    /// The protocol's name: `CarRepository`.
    public var name: String
    /// The methods, in the order written.
    public var methods: [ServiceMethodSpec]
    /// Where the name is written.
    public var nameSpan: SourceSpan?

    /// Creates a service.
    public init(name: String, methods: [ServiceMethodSpec] = [], nameSpan: SourceSpan? = nil) {
        self.name = name
        self.methods = methods
        self.nameSpan = nameSpan
    }

    /// The name of the property that holds the service in the dependencies value:
    /// `carRepository`, `urlLoader` for `URLLoader`.
    public var propertyName: String { SwiftIdentifier.lowerCamelCase(name) }
}

/// One method of a service: `setFavorite: "(carID: String, isFavorite: Bool) -> Completable"`.
public struct ServiceMethodSpec: Hashable, Sendable {
    /// The method's base name: `setFavorite`.
    public var name: String
    /// Its parameters, in order.
    public var parameters: [ServiceParameterSpec]
    /// What it returns; `Void` when the signature has no `->`.
    public var returnType: SwiftType
    /// Where the name is written.
    public var nameSpan: SourceSpan?
    /// Where the signature is written.
    public var signatureSpan: SourceSpan?

    /// Creates a method.
    public init(
        name: String, parameters: [ServiceParameterSpec] = [], returnType: SwiftType = .named("Void"),
        nameSpan: SourceSpan? = nil, signatureSpan: SourceSpan? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.nameSpan = nameSpan
        self.signatureSpan = signatureSpan
    }

    /// The name as Swift code must write it: `` `default` `` for a keyword.
    public var escapedName: String { SwiftIdentifier.escaped(name) }

    /// The Swift selector: `setFavorite(carID:isFavorite:)`, `cars()`.
    public var selector: String { name + "(" + parameters.map { $0.label + ":" }.joined() + ")" }
}

/// A parameter of a service method: `carID: String`.
public struct ServiceParameterSpec: Hashable, Sendable {
    /// The argument label, also the parameter's name.
    public var label: String
    /// Its type.
    public var type: SwiftType

    /// Creates a parameter.
    public init(label: String, type: SwiftType) {
        self.label = label
        self.type = type
    }

    /// The name as Swift code must write it inside the method.
    public var escapedName: String { SwiftIdentifier.escaped(label) }
}

/// A service a scene names in its `uses:` list.
public struct ServiceUseSpec: Hashable, Sendable {
    /// The service's name.
    public var service: String
    /// Where the name is written.
    public var span: SourceSpan?

    /// Creates a use.
    public init(service: String, span: SourceSpan? = nil) {
        self.service = service
        self.span = span
    }
}
