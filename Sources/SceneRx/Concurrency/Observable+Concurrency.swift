extension ObservableConvertibleType {
    /// The elements as an async sequence: it ends with the completion, throws the error, and
    /// disposes the subscription when the iterating task is cancelled.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream<Element, Swift.Error> { continuation in
            var isFinished = false
            let disposable = asObservable().subscribe(
                onNext: { element in
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { error in
                    isFinished = true
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    isFinished = true
                    continuation.finish()
                },
                onDisposed: {
                    guard !isFinished else { return }
                    continuation.finish(throwing: CancellationError())
                })
            let box = UncheckedSendableBox(value: disposable)
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { box.value.dispose() }
            }
        }
    }
}

extension AsyncSequence {
    /// An observable that iterates the sequence in a detached task for each subscription;
    /// disposing cancels the task (which then completes the observable).
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        // The iteration is made here, outside the task, so the task only carries a box.
        let iterate = UncheckedSendableBox<(AnyObserver<Element>) async -> Void> { observer in
            do {
                for try await value in self {
                    observer.onNext(value)
                }
                observer.onCompleted()
            } catch is CancellationError {
                observer.onCompleted()
            } catch {
                observer.onError(error)
            }
        }
        return Observable.create { observer in
            let target = UncheckedSendableBox(value: observer)
            let task = Task.detached(priority: priority) { await iterate.value(target.value) }
            return Disposables.create { task.cancel() }
        }
    }
}

extension InfallibleType {
    /// The elements as an async sequence that ends with the completion.
    public var values: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            let disposable = subscribe(
                onNext: { element in
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                }, onCompleted: { continuation.finish() },
                onDisposed: { continuation.onTermination?(.cancelled) })
            let box = UncheckedSendableBox(value: disposable)
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { box.value.dispose() }
            }
        }
    }
}

extension SharedSequence {
    /// The elements as an async sequence that ends with the completion (on the main actor, as
    /// RxCocoa's).
    @MainActor public var values: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            let disposable = asObservable().subscribe(
                onNext: { element in
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                }, onCompleted: { continuation.finish() },
                onDisposed: { continuation.onTermination?(.cancelled) })
            let box = UncheckedSendableBox(value: disposable)
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { box.value.dispose() }
            }
        }
    }
}
