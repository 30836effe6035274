extension ObservableType {
    /// Emits `initialState`, then each state `iterate` makes, while `condition` holds, one per
    /// scheduler step; a throwing closure fails the sequence.
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            var state = initialState
            return scheduler.scheduleRecursive(true) { isFirst, recurse in
                do {
                    if !isFirst { state = try iterate(state) }
                    if try condition(state) {
                        observer.onNext(state)
                        recurse(false)
                    } else {
                        observer.onCompleted()
                    }
                } catch {
                    observer.onError(error)
                }
            }
        }
    }
}
