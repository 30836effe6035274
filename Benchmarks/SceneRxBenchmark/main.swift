import Dispatch
import Foundation
import SceneRx

// The SceneRx benchmark (issue 11): the chains ViewModels run, timed in a release build
// (`swift run -c release SceneRxBenchmark`). Each figure is the best of several runs, in
// milliseconds; the checksum proves every event arrived. The chains use only the API SceneRx
// shares with RxSwift, so the same file measures RxSwift when its import lines change.

/// Runs `body` `runs` times and returns the fastest wall-clock time in milliseconds.
func best(runs: Int, _ body: () -> Int) -> (milliseconds: Double, checksum: Int) {
    var fastest = Double.infinity
    var checksum = 0
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        checksum = body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        fastest = min(fastest, elapsed)
    }
    return (fastest, checksum)
}

func mapFilterScan(events: Int) -> Int {
    let subject = PublishSubject<Int>()
    var last = 0
    let subscription =
        subject
        .map { $0 &* 3 }
        .filter { $0 % 2 == 0 }
        .scan(0) { $0 &+ $1 }
        .subscribe(onNext: { last = $0 })
    for value in 0..<events { subject.onNext(value) }
    subscription.dispose()
    return last
}

func flatMapLatestInners(count: Int) -> Int {
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription =
        subject
        .flatMapLatest { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                return Disposables.create()
            }
        }
        .subscribe(onNext: { sum &+= $0 })
    for value in 0..<count { subject.onNext(value) }
    subscription.dispose()
    return sum
}

func combineLatestOfEight(events: Int) -> Int {
    let subjects = (0..<8).map { _ in BehaviorSubject<Int>(value: 0) }
    var sum = 0
    let subscription = Observable.combineLatest(
        subjects[0], subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6], subjects[7]
    ) { $0 &+ $1 &+ $2 &+ $3 &+ $4 &+ $5 &+ $6 &+ $7 }
    .subscribe(onNext: { sum &+= $0 })
    for value in 0..<events { subjects[value % 8].onNext(value) }
    subscription.dispose()
    return sum
}

func driverChain(events: Int) -> Int {
    let relay = BehaviorRelay<Int>(value: 0)
    var sum = 0
    let subscription =
        relay.asDriver()
        .map { $0 &+ 1 }
        .filter { $0 % 3 != 0 }
        .distinctUntilChanged()
        .drive(onNext: { sum &+= $0 })
    for value in 0..<events { relay.accept(value) }
    subscription.dispose()
    return sum
}

func connectableChain(events: Int) -> Int {
    let subject = PublishSubject<Int>()
    let published = subject.map { $0 &+ 1 }.publish()
    var sum = 0
    let first = published.filter { $0 % 2 == 0 }.subscribe(onNext: { sum &+= $0 })
    let second = published.map { $0 &* 3 }.subscribe(onNext: { sum &+= $0 })
    let connection = published.connect()
    for value in 0..<events { subject.onNext(value) }
    first.dispose()
    second.dispose()
    connection.dispose()
    return sum
}

func groupByChain(events: Int) -> Int {
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription =
        subject
        .groupBy { $0 % 8 }
        .flatMap { group in group.map { $0 &+ group.key } }
        .subscribe(onNext: { sum &+= $0 })
    for value in 0..<events { subject.onNext(value) }
    subscription.dispose()
    return sum
}

let library = "SceneRx"
let cases: [(String, () -> Int)] = [
    ("map/filter/scan, 1,000,000 events", { mapFilterScan(events: 1_000_000) }),
    ("flatMapLatest, 10,000 inners", { flatMapLatestInners(count: 10_000) }),
    ("combineLatest of 8, 1,000,000 events", { combineLatestOfEight(events: 1_000_000) }),
    ("Driver chain, 1,000,000 events", { driverChain(events: 1_000_000) }),
    ("publish/connect, 2 subscribers, 1,000,000 events", { connectableChain(events: 1_000_000) }),
    ("groupBy into 8 groups, 1,000,000 events", { groupByChain(events: 1_000_000) }),
]
// An argument runs only the cases whose name contains it (`SceneRxBenchmark Driver`).
let only = CommandLine.arguments.dropFirst().first
for (name, body) in cases where only.map({ name.contains($0) }) ?? true {
    let result = best(runs: 5, body)
    print("\(library): \(name): \(String(format: "%.1f", result.milliseconds)) ms (checksum \(result.checksum))")
}
