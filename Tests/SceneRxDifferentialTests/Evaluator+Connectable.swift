import Foundation

extension Evaluator {
    /// Connectable operators (`publish`, `replay`, `multicast...`, `refCount`; `connect(p, c)`
    /// is a Runner action), `groupBy` and the time-and-count `buffer` / `window`. Operators
    /// whose elements are groups, arrays or windows record them as text: `key/value`, `[1,2]`,
    /// `window/value`.
    func connectable(_ name: String, _ source: Observable<Int>, _ arguments: [Node]) throws -> Stream? {
        let world = self.world
        switch name {
        case "publish": return .observable(source.publish())
        case "replay": return .observable(source.replay(try int(arguments, 0)))
        case "replayAll": return .observable(source.replayAll())
        case "multicastPublish": return .observable(source.multicast(PublishSubject<Int>()))
        case "multicastReplay":
            let size = try int(arguments, 0)
            return .observable(source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: size) }))
        case "multicastSelector":
            let body = try argument(arguments, 0)
            return .observable(
                source.multicast(
                    { PublishSubject<Int>() },
                    selector: { shared in
                        world.lets["m"] = .observable(shared)
                        return try Evaluator(world: world).observable(body)
                    }))
        case "refCount":
            guard let connectable = source as? ConnectableObservable<Int> else {
                throw ScenarioMistake("refCount() of a sequence that is not connectable")
            }
            return .observable(connectable.refCount())
        case "groupBy":
            let key = try functions.unary(try argument(arguments, 0))
            return .text(source.groupBy(keySelector: key).flatMap { group in group.map { "\(group.key)/\($0)" } })
        case "groupKeys":
            let key = try functions.unary(try argument(arguments, 0))
            return .text(source.groupBy(keySelector: key).map { "\($0.key)" })
        case "groupFirst":
            let key = try functions.unary(try argument(arguments, 0))
            return .text(
                source.groupBy(keySelector: key).flatMap { group in group.take(1).map { "\(group.key)/\($0)" } })
        case "groupTake":
            let count = try int(arguments, 0)
            let key = try functions.unary(try argument(arguments, 1))
            return .text(
                source.groupBy(keySelector: key).take(count).flatMap { group in group.map { "\(group.key)/\($0)" } }
            )
        case "buffer":
            let buffered = source.buffer(
                timeSpan: try seconds(arguments, 0), count: try int(arguments, 1), scheduler: world.scheduler)
            return .text(buffered.map { "\($0)".filter { $0 != " " } })
        case "window":
            let windows = source.window(
                timeSpan: try seconds(arguments, 0), count: try int(arguments, 1), scheduler: world.scheduler)
            return .text(windows.enumerated().flatMap { index, window in window.map { "\(index)/\($0)" } })
        case "windowArrays":
            let windows = source.window(
                timeSpan: try seconds(arguments, 0), count: try int(arguments, 1), scheduler: world.scheduler)
            return .text(windows.flatMap { $0.toArray().asObservable().map { "\($0)".filter { $0 != " " } } })
        default: return nil
        }
    }
}

extension Runner {
    /// `connect(p, c)`: connects the connectable `let p` and keeps the connection as `c`, for
    /// `dispose(c)`.
    static func connect(_ arguments: [Node], _ world: World, _ subscriptions: inout [String: Disposable]) throws {
        guard arguments.count == 2, case .observable(let source)? = world.lets[arguments[0].nameText],
            let connectable = source as? ConnectableObservable<Int>
        else { throw ScenarioMistake("connect(LET, NAME) of a connectable let") }
        subscriptions[arguments[1].nameText] = connectable.connect()
    }
}
