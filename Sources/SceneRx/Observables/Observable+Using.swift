extension ObservableType {
    /// Creates a resource for each subscription, subscribes to the sequence made from it, and
    /// disposes the resource after the subscription ends. A throwing factory sends `.error`.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable.create { observer in
            var resource: Disposable = Disposables.create()
            do {
                let created = try resourceFactory()
                resource = created
                let source = try observableFactory(created)
                return Disposables.create(source.subscribe(observer), resource)
            } catch {
                return Disposables.create(Observable<Element>.error(error).subscribe(observer), resource)
            }
        }
    }
}
