/// The namespace of reactive extensions of a type, reached through `.rx`, as in RxSwift.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Creates the extensions of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that sets the property at `keyPath` of the base object.
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type that has reactive extensions under `rx`.
public protocol ReactiveCompatible {
    /// The extended type.
    associatedtype ReactiveBase

    /// Reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// Reactive extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// Reactive extensions of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Setting is allowed (as in RxSwift) so that `rx` can be used on `mutating` members.
        set {}
    }

    /// Reactive extensions of the value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Setting is allowed (as in RxSwift) so that `rx` can be used on `mutating` members.
        set {}
    }
}
