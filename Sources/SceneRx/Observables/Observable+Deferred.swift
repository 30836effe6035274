extension ObservableType {
    /// A sequence made by `factory` for each subscription; a throw becomes an `error` event.
    public static func deferred(
        _ factory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable.create { observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}
