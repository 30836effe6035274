/// Everything one scenario runs in: its TestScheduler, its sources, subjects and `let`s, the
/// observers it subscribes and the log its side-effect operators write.
final class World {
    let scheduler = TestScheduler(initialClock: 0)
    var hot: [(name: String, source: TestableObservable<Int>)] = []
    var subjects: [String: SubjectBox] = [:]
    var lets: [String: Stream] = [:]
    var log: [String] = []

    func write(_ entry: String) {
        log.append("\(scheduler.clock):\(entry)")
    }

    func source(named name: String) -> Observable<Int>? {
        hot.first { $0.name == name }?.source.asObservable()
    }
}

/// A subject or relay a scenario declares (`subject s: publish`) and drives with `at` actions.
enum SubjectBox {
    case publish(PublishSubject<Int>)
    case behavior(BehaviorSubject<Int>)
    case replay(ReplaySubject<Int>)
    case publishRelay(PublishRelay<Int>)
    case behaviorRelay(BehaviorRelay<Int>)
    case replayRelay(ReplayRelay<Int>)
    case async(AsyncSubject<Int>)

    init(kind: String) throws {
        let words = kind.split(separator: " ").map(String.init)
        let argument = words.count > 1 ? Int(words[1]) : nil
        switch (words.first ?? "", argument) {
        case ("publish", nil): self = .publish(PublishSubject())
        case ("behavior", let value?): self = .behavior(BehaviorSubject(value: value))
        case ("replay", let size?): self = .replay(ReplaySubject.create(bufferSize: size))
        case ("replayAll", nil): self = .replay(ReplaySubject.createUnbounded())
        case ("publishRelay", nil): self = .publishRelay(PublishRelay())
        case ("behaviorRelay", let value?): self = .behaviorRelay(BehaviorRelay(value: value))
        case ("replayRelay", let size?): self = .replayRelay(ReplayRelay.create(bufferSize: size))
        case ("replayRelayAll", nil): self = .replayRelay(ReplayRelay.createUnbound())
        case ("async", nil): self = .async(AsyncSubject())
        default: throw ScenarioMistake("unknown subject `\(kind)`")
        }
    }

    var observable: Observable<Int> {
        switch self {
        case .publish(let subject): return subject.asObservable()
        case .behavior(let subject): return subject.asObservable()
        case .replay(let subject): return subject.asObservable()
        case .publishRelay(let relay): return relay.asObservable()
        case .behaviorRelay(let relay): return relay.asObservable()
        case .replayRelay(let relay): return relay.asObservable()
        case .async(let subject): return subject.asObservable()
        }
    }

    var observer: AnyObserver<Int>? {
        switch self {
        case .publish(let subject): return subject.asObserver()
        case .behavior(let subject): return subject.asObserver()
        case .replay(let subject): return subject.asObserver()
        case .async(let subject): return subject.asObserver()
        default: return nil
        }
    }

    func accept(_ value: Int) throws {
        switch self {
        case .publishRelay(let relay): relay.accept(value)
        case .behaviorRelay(let relay): relay.accept(value)
        case .replayRelay(let relay): relay.accept(value)
        default: throw ScenarioMistake("`accept` on a subject")
        }
    }

    /// `value()` of a BehaviorSubject or `value` of a BehaviorRelay, as the log writes it.
    func currentValue() throws -> String {
        switch self {
        case .behavior(let subject):
            do { return String(try subject.value()) } catch { return "#\(Marble.errorName(error))" }
        case .behaviorRelay(let relay): return String(relay.value)
        default: throw ScenarioMistake("no current value")
        }
    }
}
