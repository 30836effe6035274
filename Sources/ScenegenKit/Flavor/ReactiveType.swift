/// One service return type a flavor's code subscribes to (`reactiveTypes:` in
/// the manifest): what it delivers and how its mock starts. Which types these
/// are is the flavor's to say (RxSwift's `Single`, say, for a flavor on
/// RxSwift), so ScenegenKit knows no such name itself.
public struct ReactiveType: Hashable, Sendable {
    /// What one value of the type is, from its type argument.
    public enum Element: String, Hashable, Sendable, CaseIterable {
        /// No value (`Completable`): the call only ends or fails.
        case none
        /// The type argument (`Single<Car>` delivers a `Car`).
        case value
        /// The type argument, optional (`Maybe<Car>` as a `Car?`).
        case optional
    }

    /// What one value is.
    public var element: Element
    /// Whether it may stay open after its first value (`Observable`), so loading ends at that value.
    public var streams: Bool = false
    /// Whether its mock starts empty rather than with a value (`Maybe`, `Completable`).
    public var mockStartsEmpty: Bool = false
    /// Whether it can fail (`Infallible` cannot): a mock with no value to start with then fails.
    public var fails: Bool = true

    /// Creates a rule.
    public init(element: Element, streams: Bool = false, mockStartsEmpty: Bool = false, fails: Bool = true) {
        self.element = element
        self.streams = streams
        self.mockStartsEmpty = mockStartsEmpty
        self.fails = fails
    }
}
