extension ObservableType {
    /// Maps each element to a sequence and merges the elements of all of them; completes when
    /// the source and every inner sequence have completed. A throw becomes an `error`.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable.create { observer in
            let sink = MergeSink(observer: observer)
            let outer = self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        sink.subscribeInner(try selector(element).asObservable())
                    } catch {
                        sink.fail(error)
                    }
                case .error(let error):
                    sink.fail(error)
                case .completed:
                    sink.outerCompleted()
                }
            }
            return Disposables.create(outer, sink.disposable)
        }
    }

    /// Like `flatMap`, but ignores source elements while an inner sequence is running.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable.create { observer in
            let sink = MergeSink(observer: observer)
            let outer = self.subscribe { event in
                switch event {
                case .next(let element):
                    guard !sink.hasActiveInner else { return }
                    do {
                        sink.subscribeInner(try selector(element).asObservable())
                    } catch {
                        sink.fail(error)
                    }
                case .error(let error):
                    sink.fail(error)
                case .completed:
                    sink.outerCompleted()
                }
            }
            return Disposables.create(outer, sink.disposable)
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of the inner sequences.
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }
}
