import Foundation

/// Runs work as operations of an `OperationQueue`, as RxSwift's `OperationQueueScheduler`.
public class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue the work goes to.
    public let operationQueue: OperationQueue
    /// The priority each operation gets.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler on `operationQueue` whose operations get `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`; disposing the result before it runs cancels it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = MainQueueWork {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
        }
        let operation = BlockOperation { work.run() }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return Disposables.create(
            with: {
                operation.cancel()
                cancel.dispose()
            })
    }
}
