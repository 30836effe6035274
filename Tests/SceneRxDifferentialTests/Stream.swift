/// What a chain evaluates to: an observable or one of the traits, each of Ints, or `text` for
/// operators whose elements are not Ints (`toArray`, `materialize`, `enumerated`...).
enum Stream {
    case observable(Observable<Int>)
    case driver(Driver<Int>)
    case signal(Signal<Int>)
    case single(Single<Int>)
    case maybe(Maybe<Int>)
    case completable(Completable)
    case infallible(Infallible<Int>)
    case text(Observable<String>)

    /// The elements as the recorded observer sees them.
    func recorded() -> Observable<String> {
        switch self {
        case .completable(let source): return Stream.completion(of: source.asObservable())
        case .text(let source): return source
        default: return ((try? observable()) ?? .empty()).map { String($0) }
        }
    }

    func observable() throws -> Observable<Int> {
        switch self {
        case .observable(let source): return source
        case .driver(let source): return source.asObservable()
        case .signal(let source): return source.asObservable()
        case .single(let source): return source.asObservable()
        case .maybe(let source): return source.asObservable()
        case .infallible(let source): return source.asObservable()
        case .completable(let source): return Stream.completion(of: source.asObservable())
        case .text: throw ScenarioMistake("a text stream where Ints are needed")
        }
    }

    /// The completion or error of a sequence without elements.
    static func completion<Result>(of source: Observable<Never>) -> Observable<Result> {
        Observable.create { observer in
            source.subscribe { event in
                if case .error(let error) = event { observer.onError(error) }
                if event.isCompleted { observer.onCompleted() }
            }
        }
    }
}

/// How a recorded event is written in the corpus: `210:3`, `300:|`, `300:#e`.
enum Marble {
    static func format(_ events: [Recorded<Event<String>>]) -> String {
        events.map { recorded in
            switch recorded.value {
            case .next(let value): return "\(recorded.time):\(value)"
            case .completed: return "\(recorded.time):|"
            case .error(let error): return "\(recorded.time):#\(errorName(error))"
            }
        }.joined(separator: " ")
    }

    static func errorName(_ error: Error) -> String {
        if let error = error as? ScenarioError { return error.name }
        if error is CancellationError { return "cancelled" }
        if let error = error as? RxError {
            switch error {
            case .unknown: return "unknown"
            case .disposed: return "disposed"
            case .overflow: return "overflow"
            case .argumentOutOfRange: return "argumentOutOfRange"
            case .noElements: return "noElements"
            case .moreThanOneElement: return "moreThanOneElement"
            case .timeout: return "timeout"
            }
        }
        return "MISTAKE(\(error))"
    }

    /// Parses `150:1 210:2 300:|` or `300:#e` into recorded events.
    static func parse(_ text: String) throws -> [Recorded<Event<Int>>] {
        try text.split(separator: " ").map { token in
            let parts = token.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let time = Int(parts[0]) else {
                throw ScenarioMistake("`\(token)` is not a marble (time:value, time:| or time:#error)")
            }
            let body = parts[1]
            if body == "|" { return .completed(time) }
            if body.hasPrefix("#") { return .error(time, ScenarioError(name: String(body.dropFirst()))) }
            guard let value = Int(body) else { throw ScenarioMistake("`\(token)`: not a number") }
            return .next(time, value)
        }
    }

    static func subscriptions(_ subscriptions: [Subscription]) -> String {
        guard !subscriptions.isEmpty else { return "none" }
        return subscriptions.map { subscription in
            let end = subscription.unsubscribe == Int.max ? "inf" : String(subscription.unsubscribe)
            return "\(subscription.subscribe)-\(end)"
        }.joined(separator: " ")
    }
}
