extension ObservableType {
    /// Subscribes to (and disposes) the source on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.create { observer in
            let subscription = SingleAssignmentDisposable()
            let serial = SerialDisposable()
            serial.disposable = subscription
            subscription.setDisposable(
                scheduler.schedule(()) { _ in
                    let inner = self.subscribe(observer)
                    serial.disposable = Disposables.create {
                        _ = scheduler.schedule(()) { _ in
                            inner.dispose()
                            return Disposables.create()
                        }
                    }
                    return Disposables.create()
                })
            return serial
        }
    }
}
