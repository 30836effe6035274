import Foundation

extension ObservableType {
    /// Prints each subscription, event and disposal with a time stamp and `identifier` (by
    /// default `file:line (function)` of the call), as RxSwift's `debug`; with `trimOutput`
    /// an event description longer than 40 characters keeps its first and last 20.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        let source = asObservable()
        return Observable.create { observer in
            let log = DebugLog(identifier: name, trimOutput: trimOutput)
            log.write("subscribed")
            let subscription = source.subscribe { event in
                log.write("Event \(log.text(of: event))")
                observer.on(event)
            }
            return Disposables.create {
                log.write("isDisposed")
                subscription.dispose()
            }
        }
    }
}

/// The lines `debug` prints for one subscription.
private struct DebugLog {
    let identifier: String
    let trimOutput: Bool
    private let formatter: DateFormatter

    init(identifier: String, trimOutput: Bool) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    }

    func text<Element>(of event: Event<Element>) -> String {
        let text = "\(event)"
        guard trimOutput, text.count > 40 else { return text }
        return String(text.prefix(20)) + "..." + String(text.suffix(20))
    }

    func write(_ content: String) {
        print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }
}

extension PrimitiveSequence {
    /// Prints each subscription, event and disposal, as `Observable.debug`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension InfallibleType {
    /// Prints each subscription, event and disposal, as `Observable.debug`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension SharedSequenceConvertibleType {
    /// Prints each subscription, event and disposal, as `Observable.debug`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
