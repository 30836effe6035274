/// Runs one scenario on a fresh TestScheduler and returns its results, the lines the corpus
/// records after `->`: each observer's events, each test observable's subscriptions, the log.
///
/// Definition lines: `hot a: 150:1 210:|`, `cold b: 10:1 20:#e`, `subject s: publish` (or
/// `behavior 0`, `replay 2`, `replayAll`, `publishRelay`, `behaviorRelay 0`), `let x: chain`,
/// `at 300: s.onNext(1)`, `sub o1 200 500: chain` (dispose time optional), `then: advanceTo(300)`,
/// `then: sleep(10)`, `then: start()`, `mock` (run under `SharingScheduler.mock(scheduler:)`),
/// `mockMake` (under `SharingScheduler.mock(makeScheduler:)`), and
/// `run: chain` or `run 100 200 500: chain` for `scheduler.start(created:subscribed:disposed:)`.
enum Runner {
    static func run(_ scenario: Scenario) -> [String] {
        let world = World()
        var results: [String] = []
        do {
            if scenario.definition.contains("mockMake") {
                try SharingScheduler.mock(makeScheduler: { world.scheduler }) {
                    results = try run(scenario, in: world)
                }
            } else if scenario.definition.contains("mock") {
                try SharingScheduler.mock(scheduler: world.scheduler) {
                    results = try run(scenario, in: world)
                }
            } else {
                results = try run(scenario, in: world)
            }
        } catch {
            return ["mistake: \(error)"]
        }
        return results
    }

    private static func run(_ scenario: Scenario, in world: World) throws -> [String] {
        var observers: [(String, TestableObserver<String>)] = []
        var subscriptions: [String: Disposable] = [:]
        var stepped = false
        var results: [String] = []
        let evaluator = Evaluator(world: world)
        for line in scenario.definition where line != "mock" && line != "mockMake" {
            guard let colon = line.firstIndex(of: ":") else { throw ScenarioMistake("no `:` in `\(line)`") }
            let head = line[..<colon].split(separator: " ").map(String.init)
            let body = line[line.index(after: colon)...].trimmingPrefix(" ")
            switch head.first ?? "" {
            case "hot":
                world.hot.append((head[1], world.scheduler.createHotObservable(try Marble.parse(String(body)))))
            case "cold":
                world.hot.append((head[1], world.scheduler.createColdObservable(try Marble.parse(String(body)))))
            case "subject": world.subjects[head[1]] = try SubjectBox(kind: String(body))
            case "let": world.lets[head[1]] = try evaluator.stream(try NodeParser.parse(String(body)))
            case "at":
                guard head.count == 2, let time = Int(head[1]) else { throw ScenarioMistake("`at TIME:`") }
                let action = try NodeParser.parse(String(body))
                world.scheduler.scheduleAt(time) {
                    do { try perform(action, world, &subscriptions) } catch { world.write("mistake: \(error)") }
                }
            case "sub":
                guard head.count >= 3, let start = Int(head[2]) else {
                    throw ScenarioMistake("`sub NAME START [END]:`")
                }
                let stream = try evaluator.stream(try NodeParser.parse(String(body))).recorded()
                let observer = world.scheduler.createObserver(String.self)
                let name = head[1]
                observers.append((name, observer))
                world.scheduler.scheduleAt(start) { subscriptions[name] = stream.subscribe(observer) }
                if head.count > 3, let end = Int(head[3]) {
                    world.scheduler.scheduleAt(end) { subscriptions[name]?.dispose() }
                }
            case "async": results.append("o: \(try AsyncBridge.run(try NodeParser.parse(String(body)), evaluator))")
            case "then":
                stepped = true
                try step(try NodeParser.parse(String(body)), world)
            case "run":
                let times = head.dropFirst().compactMap { Int($0) }
                let node = try NodeParser.parse(String(body))
                var mistake: Error?
                let create: () -> Observable<String> = {
                    do { return try evaluator.stream(node).recorded() } catch {
                        mistake = error
                        return .empty()
                    }
                }
                let observer =
                    times.count == 3
                    ? world.scheduler.start(created: times[0], subscribed: times[1], disposed: times[2], create: create)
                    : times.count == 1
                        ? world.scheduler.start(disposed: times[0], create: create) : world.scheduler.start(create)
                if let mistake { throw mistake }
                observers.append(("o", observer))
            default: throw ScenarioMistake("unknown line `\(line)`")
            }
        }
        if !observers.contains(where: { $0.0 == "o" }) && !stepped { world.scheduler.start() }
        results += observers.map { name, observer in
            observer.events.isEmpty ? "\(name):" : "\(name): \(Marble.format(observer.events))"
        }
        results += world.hot.map { "\($0.name): \(Marble.subscriptions($0.source.subscriptions))" }
        if !world.log.isEmpty { results.append("log: \(world.log.joined(separator: " "))") }
        if stepped { results.append("clock: \(world.scheduler.clock)") }
        return results
    }

    private static func step(_ node: Node, _ world: World) throws {
        switch node {
        case .call(nil, "advanceTo", let arguments):
            world.scheduler.advanceTo(try Functions(outer: nil).int(arguments[0]))
        case .call(nil, "sleep", let arguments): world.scheduler.sleep(try Functions(outer: nil).int(arguments[0]))
        case .call(nil, "start", _): world.scheduler.start()
        default: throw ScenarioMistake("unknown step `\(node)`")
        }
    }

    private static func perform(_ action: Node, _ world: World, _ subscriptions: inout [String: Disposable]) throws {
        let f = Functions(outer: nil)
        switch action {
        case .call(nil, "dispose", let arguments): subscriptions[arguments.first?.nameText ?? ""]?.dispose()
        case .call(nil, "stop", _): world.scheduler.stop()
        case .call(nil, "connect", let arguments): try connect(arguments, world, &subscriptions)
        case .call(nil, "sleep", let arguments): world.scheduler.sleep(try f.int(arguments[0]))
        case .call(.name(let name)?, let method, let arguments):
            guard let subject = world.subjects[name] else { throw ScenarioMistake("no subject `\(name)`") }
            switch method {
            case "accept": try subject.accept(try f.int(arguments[0]))
            case "value": world.write("\(name).value=\(try subject.currentValue())")
            case "onNext": subject.observer?.onNext(try f.int(arguments[0]))
            case "onCompleted": subject.observer?.onCompleted()
            case "onError":
                guard case .name(let error)? = arguments.first else { throw ScenarioMistake("onError(NAME)") }
                subject.observer?.onError(ScenarioError(name: error))
            default: throw ScenarioMistake("unknown subject method `\(method)`")
            }
        default: throw ScenarioMistake("unknown action `\(action)`")
        }
    }
}
