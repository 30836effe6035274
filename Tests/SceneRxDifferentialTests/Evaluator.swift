/// Turns a chain node into a stream in a world: names are sources, subjects or `let`s; calls
/// without a receiver are factories, calls on a receiver are operators.
struct Evaluator {
    let world: World
    let functions: Functions

    init(world: World, outer: Int? = nil) {
        self.world = world
        self.functions = Functions(outer: outer)
    }

    func stream(_ node: Node) throws -> Stream {
        switch node {
        case .name(let name):
            if let source = world.source(named: name) { return .observable(source) }
            if let subject = world.subjects[name] { return .observable(subject.observable) }
            if let stream = world.lets[name] { return stream }
            throw ScenarioMistake("`\(name)` is not a source, subject or let")
        case .int, .function: throw ScenarioMistake("`\(node)` is not a stream")
        case .call(nil, let name, let arguments): return try factory(name, arguments)
        case .call(let receiver?, let name, let arguments):
            return try apply(name, to: try stream(receiver), arguments)
        }
    }

    func observable(_ node: Node) throws -> Observable<Int> {
        try stream(node).observable()
    }

    func observables(_ nodes: [Node]) throws -> [Observable<Int>] {
        try nodes.map(observable)
    }

    /// A selector for flattening operators: the node evaluated again for each outer element `x`.
    func selector(_ node: Node) -> (Int) throws -> Observable<Int> {
        let world = self.world
        return { outer in try Evaluator(world: world, outer: outer).observable(node) }
    }

    func scheduler(_ node: Node?) throws -> SchedulerType {
        switch node {
        case nil, .name("test"): return world.scheduler
        case .name("main"): return MainScheduler.instance
        case .name("mainAsync"): return MainScheduler.asyncInstance
        default: throw ScenarioMistake("`\(node.map(\.description) ?? "")` is not a scheduler")
        }
    }

    func errorValue(_ node: Node) throws -> Error {
        guard case .name(let name) = node else { throw ScenarioMistake("`\(node)` is not an error name") }
        return ScenarioError(name: name)
    }

    func int(_ arguments: [Node], _ index: Int) throws -> Int {
        guard index < arguments.count else { throw ScenarioMistake("missing argument \(index + 1)") }
        return try functions.int(arguments[index])
    }

    func argument(_ arguments: [Node], _ index: Int) throws -> Node {
        guard index < arguments.count else { throw ScenarioMistake("missing argument \(index + 1)") }
        return arguments[index]
    }

    /// The side-effect log operator: every callback of `do` writes `tag:callback(value)`.
    func logged(_ source: Observable<Int>, _ tag: String) -> Observable<Int> {
        let world = self.world
        return source.do(
            onNext: { world.write("\(tag):next(\($0))") },
            afterNext: { world.write("\(tag):afterNext(\($0))") },
            onError: { world.write("\(tag):error(\(Marble.errorName($0)))") },
            afterError: { world.write("\(tag):afterError(\(Marble.errorName($0)))") },
            onCompleted: { world.write("\(tag):completed") },
            afterCompleted: { world.write("\(tag):afterCompleted") },
            onSubscribe: { world.write("\(tag):subscribe") },
            onSubscribed: { world.write("\(tag):subscribed") },
            onDispose: { world.write("\(tag):dispose") })
    }
}

extension Node {
    var nameText: String {
        if case .name(let name) = self { return name }
        return description
    }
}
