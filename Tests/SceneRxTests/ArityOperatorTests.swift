import SceneRx
import XCTest

/// Every fixed-arity `combineLatest` and `zip` overload (2 to 8 sources; Observable and Driver;
/// with a result selector and as tuples) puts source `i`'s element at position `i` and follows
/// the operator's rules. The overloads are generated (Codegen/Arity): these pin what they do.
final class ArityOperatorTests: XCTestCase {
    private typealias Sources = [BehaviorSubject<Int>]
    private typealias Drivers = [Driver<Int>]

    /// combineLatest of `count` sources holding 1, 2, …: the first result lists them in order, a
    /// new element of the first replaces it, and the result completes when every source has.
    private func checkLatest(
        _ count: Int, file: StaticString = #filePath, line: UInt = #line,
        _ combine: (Sources, Drivers) -> Observable<[Int]>
    ) {
        let sources = (1...count).map { BehaviorSubject(value: $0) }
        var events: [Event<[Int]>] = []
        let subscription = combine(sources, sources.map { $0.asDriver(onErrorJustReturn: 0) }).subscribe {
            events.append($0)
        }
        defer { subscription.dispose() }
        sources[0].onNext(100)
        sources.forEach { $0.onCompleted() }

        let expected: [Event<[Int]>] = [.next(Array(1...count)), .next([100] + Array(2...count)), .completed]
        XCTAssertEqual(events, expected, "combineLatest of \(count)", file: file, line: line)
    }

    /// zip of `count` sources fed last to first: one result of the elements in order, then the
    /// second round, and completion when every source has completed.
    private func checkZip(
        _ count: Int, file: StaticString = #filePath, line: UInt = #line, _ zip: (Sources, Drivers) -> Observable<[Int]>
    ) {
        let sources = (1...count).map { _ in BehaviorSubject(value: 0) }
        var events: [Event<[Int]>] = []
        let subscription = zip(sources, sources.map { $0.asDriver(onErrorJustReturn: 0) }).subscribe {
            events.append($0)
        }
        defer { subscription.dispose() }
        for (index, source) in sources.enumerated().reversed() { source.onNext(index + 1) }
        sources.forEach { $0.onCompleted() }

        let expected: [Event<[Int]>] = [.next(Array(repeating: 0, count: count)), .next(Array(1...count)), .completed]
        XCTAssertEqual(events, expected, "zip of \(count)", file: file, line: line)
    }

    func testObservableOverloadsWithAResultSelector() {
        checkLatest(2) { s, _ in Observable.combineLatest(s[0], s[1]) { [$0, $1] } }
        checkZip(2) { s, _ in Observable.zip(s[0], s[1]) { [$0, $1] } }
        checkLatest(3) { s, _ in Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] } }
        checkZip(3) { s, _ in Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] } }
        checkLatest(4) { s, _ in Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] } }
        checkZip(4) { s, _ in Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] } }
        checkLatest(5) { s, _ in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] } }
        checkZip(5) { s, _ in Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] } }
        checkLatest(6) { s, _ in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        }
        checkZip(6) { s, _ in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] } }
        checkLatest(7) { s, _ in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        }
        checkZip(7) { s, _ in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        }
        checkLatest(8) { s, _ in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7]
            }
        }
        checkZip(8) { s, _ in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
    }

    func testObservableOverloadsOfTuples() {
        checkLatest(2) { s, _ in Observable.combineLatest(s[0], s[1]).map { [$0, $1] } }
        checkZip(2) { s, _ in Observable.zip(s[0], s[1]).map { [$0, $1] } }
        checkLatest(3) { s, _ in Observable.combineLatest(s[0], s[1], s[2]).map { [$0, $1, $2] } }
        checkZip(3) { s, _ in Observable.zip(s[0], s[1], s[2]).map { [$0, $1, $2] } }
        checkLatest(4) { s, _ in Observable.combineLatest(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] } }
        checkZip(4) { s, _ in Observable.zip(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] } }
        checkLatest(5) { s, _ in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] } }
        checkZip(5) { s, _ in Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] } }
        checkLatest(6) { s, _ in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5] }
        }
        checkZip(6) { s, _ in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5] } }
        checkLatest(7) { s, _ in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
        }
        checkZip(7) { s, _ in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
        }
        checkLatest(8) { s, _ in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
        checkZip(8) { s, _ in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
    }

    func testDriverOverloadsWithAResultSelector() {
        checkLatest(2) { _, d in Driver.combineLatest(d[0], d[1]) { [$0, $1] }.asObservable() }
        checkZip(2) { _, d in Driver.zip(d[0], d[1]) { [$0, $1] }.asObservable() }
        checkLatest(3) { _, d in Driver.combineLatest(d[0], d[1], d[2]) { [$0, $1, $2] }.asObservable() }
        checkZip(3) { _, d in Driver.zip(d[0], d[1], d[2]) { [$0, $1, $2] }.asObservable() }
        checkLatest(4) { _, d in Driver.combineLatest(d[0], d[1], d[2], d[3]) { [$0, $1, $2, $3] }.asObservable() }
        checkZip(4) { _, d in Driver.zip(d[0], d[1], d[2], d[3]) { [$0, $1, $2, $3] }.asObservable() }
        checkLatest(5) { _, d in
            Driver.combineLatest(d[0], d[1], d[2], d[3], d[4]) { [$0, $1, $2, $3, $4] }.asObservable()
        }
        checkZip(5) { _, d in Driver.zip(d[0], d[1], d[2], d[3], d[4]) { [$0, $1, $2, $3, $4] }.asObservable() }
        checkLatest(6) { _, d in
            Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]) { [$0, $1, $2, $3, $4, $5] }.asObservable()
        }
        checkZip(6) { _, d in
            Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5]) { [$0, $1, $2, $3, $4, $5] }.asObservable()
        }
        checkLatest(7) { _, d in
            Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) { [$0, $1, $2, $3, $4, $5, $6] }
                .asObservable()
        }
        checkZip(7) { _, d in
            Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable()
        }
        checkLatest(8) { _, d in
            Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
                .asObservable()
        }
        checkZip(8) { _, d in
            Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
                .asObservable()
        }
    }

    func testDriverOverloadsOfTuples() {
        checkLatest(2) { _, d in Driver.combineLatest(d[0], d[1]).map { [$0, $1] }.asObservable() }
        checkZip(2) { _, d in Driver.zip(d[0], d[1]).map { [$0, $1] }.asObservable() }
        checkLatest(3) { _, d in Driver.combineLatest(d[0], d[1], d[2]).map { [$0, $1, $2] }.asObservable() }
        checkZip(3) { _, d in Driver.zip(d[0], d[1], d[2]).map { [$0, $1, $2] }.asObservable() }
        checkLatest(4) { _, d in Driver.combineLatest(d[0], d[1], d[2], d[3]).map { [$0, $1, $2, $3] }.asObservable() }
        checkZip(4) { _, d in Driver.zip(d[0], d[1], d[2], d[3]).map { [$0, $1, $2, $3] }.asObservable() }
        checkLatest(5) { _, d in
            Driver.combineLatest(d[0], d[1], d[2], d[3], d[4]).map { [$0, $1, $2, $3, $4] }.asObservable()
        }
        checkZip(5) { _, d in Driver.zip(d[0], d[1], d[2], d[3], d[4]).map { [$0, $1, $2, $3, $4] }.asObservable() }
        checkLatest(6) { _, d in
            Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]).map { [$0, $1, $2, $3, $4, $5] }.asObservable()
        }
        checkZip(6) { _, d in
            Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5]).map { [$0, $1, $2, $3, $4, $5] }.asObservable()
        }
        checkLatest(7) { _, d in
            Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
                .asObservable()
        }
        checkZip(7) { _, d in
            Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6]).map { [$0, $1, $2, $3, $4, $5, $6] }.asObservable()
        }
        checkLatest(8) { _, d in
            Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7])
                .map { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable()
        }
        checkZip(8) { _, d in
            Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }
                .asObservable()
        }
    }
}
