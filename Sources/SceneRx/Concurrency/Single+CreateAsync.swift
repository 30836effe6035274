extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A Single of the result of `work`, run in a task started at subscription (detached when
    /// `detached` is true); disposing the subscription cancels the task.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Single<Element>.create { single in
                // The observer goes to exactly one task, as RxSwift's bridge hands it over.
                let observer = UncheckedSendableBox(value: single)
                let operation: @Sendable () async -> Void = {
                    do {
                        let value = UncheckedSendableBox(value: try await work())
                        observer.value(.success(value.value))
                    } catch {
                        observer.value(.failure(error))
                    }
                }
                let task =
                    detached
                    ? Task.detached(priority: priority, operation: operation)
                    : Task(priority: priority, operation: operation)
                return Disposables.create { task.cancel() }
            }.asObservable())
    }
}
