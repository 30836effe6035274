import SceneRx

/// A value recorded at a virtual time, as RxTest's `Recorded`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time of the record.
    public let time: TestTime
    /// The recorded value (usually an `Event`).
    public let value: Value

    /// Creates a record of `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`, as RxTest prints it.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Whether the two records hold the same value at the same time.
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

extension Recorded {
    /// A `next` event at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Value> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Value>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    public static func error<T>(
        _ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self
    ) -> Recorded<Value> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The records given, as an array.
    public static func events<T>(_ recordedEvents: Recorded<Value>...) -> [Recorded<Value>] where Value == Event<T> {
        recordedEvents
    }

    /// The records of the array.
    public static func events<T>(_ recordedEvents: [Recorded<Value>]) -> [Recorded<Value>] where Value == Event<T> {
        recordedEvents
    }
}
