extension ObservableType {
    /// Mirrors whichever of the sequences sends an event first and disposes the others.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Sequence.Element.Element>.never()) { chosen, next in
            chosen.amb(next.asObservable())
        }
    }

    /// Mirrors whichever of this sequence and `right` sends an event first and disposes the other.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        let left = asObservable()
        let right = right.asObservable()
        return Observable.create { observer in
            // 0: neither has sent an event yet; 1: left won; 2: right won.
            var choice = 0
            let leftSubscription = SingleAssignmentDisposable()
            let rightSubscription = SingleAssignmentDisposable()
            func decide(_ me: Int, _ event: Event<Element>, _ other: Disposable) {
                if choice == 0 {
                    choice = me
                    other.dispose()
                }
                if choice == me { observer.on(event) }
            }
            leftSubscription.setDisposable(left.subscribe { decide(1, $0, rightSubscription) })
            rightSubscription.setDisposable(right.subscribe { decide(2, $0, leftSubscription) })
            return Disposables.create(leftSubscription, rightSubscription)
        }
    }
}
