import Foundation
import ScenegenTestSupport
import XCTest

/// The RxSwift 5 names that RxSwift 6.10.2 still compiles with a warning compile against
/// SceneRx with the same warning: a snippet that calls each one is type-checked with `swiftc`
/// against the built SceneRx module, and every call must warn `'name' is deprecated: renamed to
/// 'target'` with RxSwift's `renamed:` target. (The package's own sources may not use them:
/// warnings are not allowed there, so the check compiles its snippet apart.)
final class DeprecationWarningTests: XCTestCase {
    /// Each call of the snippet, and the name and target of the warning RxSwift gives it.
    private static let calls: [(code: String, name: String, renamed: String)] = [
        ("_ = o.observeOn(MainScheduler.instance)", "observeOn", "observe(on:)"),
        ("_ = o.subscribeOn(MainScheduler.instance)", "subscribeOn", "subscribe(on:)"),
        ("_ = o.takeWhile { $0 < 2 }", "takeWhile", "take(while:)"),
        ("_ = o.skipWhile { $0 < 2 }", "skipWhile", "skip(while:)"),
        ("_ = o.takeUntil(Observable<Int>.never())", "takeUntil", "take(until:)"),
        ("_ = o.take(.seconds(1), scheduler: MainScheduler.instance)", "take(_:scheduler:)", "take(for:scheduler:)"),
        ("_ = o.catchError { _ in .empty() }", "catchError", "catch(_:)"),
        ("_ = o.catchErrorJustReturn(0)", "catchErrorJustReturn", "catchAndReturn(_:)"),
        ("_ = Observable.catchError([o, o])", "catchError", "catch(onSuccess:onFailure:onDisposed:)"),
        ("_ = s.observeOn(MainScheduler.instance)", "observeOn", "observe(on:)"),
        ("_ = s.subscribeOn(MainScheduler.instance)", "subscribeOn", "subscribe(on:)"),
        ("_ = s.catchError { _ in .just(0) }", "catchError", "catch(_:)"),
        ("_ = s.catchErrorJustReturn(0)", "catchErrorJustReturn", "catchAndReturn(_:)"),
        ("_ = m.catchErrorJustReturn(0)", "catchErrorJustReturn", "catchAndReturn(_:)"),
        (
            "_ = s.subscribe(onSuccess: { _ in }, onError: { _ in })", "subscribe(onSuccess:onError:onDisposed:)",
            "subscribe(onSuccess:onFailure:onDisposed:)"
        ),
        ("_ = o.retryWhen { (errors: Observable<Error>) in errors.take(1) }", "retryWhen", "retry(when:)"),
        ("_ = o.elementAt(1)", "elementAt", "element(at:)"),
        ("_ = o.skipUntil(Observable<Int>.never())", "skipUntil", "skip(until:)"),
        ("_ = o.takeUntil(.inclusive) { $0 > 1 }", "takeUntil(_:predicate:)", "take(until:behavior:)"),
        ("_ = s.retryWhen { (errors: Observable<Error>) in errors.take(1) }", "retryWhen", "retry(when:)"),
    ]

    func testDeprecatedNamesWarnWithRxSwiftsRenamedTargets() throws {
        guard let modules = Self.modulesFolder() else {
            throw XCTSkip("the built SceneRx module is not beside the test bundle")
        }
        let folder = try TemporaryFolder("deprecations")
        let snippet = folder.url.appendingPathComponent("Snippet.swift")
        let lines =
            [
                "import SceneRx", "let o = Observable.of(1, 2, 3)", "let s = Single.just(1)", "let m = Maybe.just(1)",
            ] + Self.calls.map(\.code)
        try lines.joined(separator: "\n").write(to: snippet, atomically: true, encoding: .utf8)

        let result = try ProcessRunner.run(
            "/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, snippet.path],
            in: folder.url, timeout: 300)
        XCTAssertEqual(result.status, 0, "the snippet must compile: \(result)")
        let output = String(decoding: result.stdoutData + result.stderrData, as: UTF8.self)
        // Each diagnostic's own line (the pretty-printed excerpt repeats it without the path).
        let warnings = output.split(separator: "\n").filter { $0.contains("Snippet.swift:") && $0.contains("warning:") }
        for (offset, call) in Self.calls.enumerated() {
            let line = offset + 5
            let expected = "'\(call.name)' is deprecated: renamed to '\(call.renamed)'"
            let found = warnings.contains { $0.contains("Snippet.swift:\(line):") && $0.contains(expected) }
            XCTAssertTrue(found, "line \(line) `\(call.code)`: no warning \"\(expected)\" in:\n\(output)")
        }
        XCTAssertEqual(warnings.count, Self.calls.count, "one warning per call:\n\(output)")
    }

    /// The `Modules` folder of the build that made this test bundle.
    private static func modulesFolder() -> URL? {
        var candidates: [URL] = [Bundle.main.bundleURL.deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        for folder in candidates {
            for dir in [folder, folder.deletingLastPathComponent()] {
                let modules = dir.appendingPathComponent("Modules")
                if FileManager.default.fileExists(atPath: modules.appendingPathComponent("SceneRx.swiftmodule").path) {
                    return modules
                }
            }
        }
        return nil
    }
}
