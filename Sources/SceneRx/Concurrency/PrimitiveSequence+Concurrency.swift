extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Waits for the element; throws the error. Cancelling the task disposes the subscription.
    public var value: Element {
        get async throws {
            let disposable = SingleAssignmentDisposable()
            let box = UncheckedSendableBox(value: disposable)
            let single = UncheckedSendableBox(value: primitiveSequence)
            let result: UncheckedSendableBox<Element> = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    box.value.setDisposable(
                        single.value.subscribe(
                            onSuccess: { continuation.resume(returning: UncheckedSendableBox(value: $0)) },
                            onFailure: { continuation.resume(throwing: $0) }))
                }
            } onCancel: {
                box.value.dispose()
            }
            return result.value
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Waits for the element, or nil when the maybe completes empty; throws the error.
    public var value: Element? {
        get async throws {
            let disposable = SingleAssignmentDisposable()
            let box = UncheckedSendableBox(value: disposable)
            let maybe = UncheckedSendableBox(value: primitiveSequence)
            let result: UncheckedSendableBox<Element?> = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    var didEmit = false
                    box.value.setDisposable(
                        maybe.value.subscribe(
                            onSuccess: {
                                didEmit = true
                                continuation.resume(returning: UncheckedSendableBox(value: $0))
                            },
                            onError: { continuation.resume(throwing: $0) },
                            onCompleted: {
                                guard !didEmit else { return }
                                continuation.resume(returning: UncheckedSendableBox(value: nil))
                            }))
                }
            } onCancel: {
                box.value.dispose()
            }
            return result.value
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Waits for the completion; throws the error.
    public var value: Void {
        get async throws {
            let disposable = SingleAssignmentDisposable()
            let box = UncheckedSendableBox(value: disposable)
            let completable = UncheckedSendableBox(value: primitiveSequence)
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Swift.Error>) in
                    box.value.setDisposable(
                        completable.value.subscribe(
                            onCompleted: { continuation.resume() }, onError: { continuation.resume(throwing: $0) }))
                }
            } onCancel: {
                box.value.dispose()
            }
        }
    }
}
