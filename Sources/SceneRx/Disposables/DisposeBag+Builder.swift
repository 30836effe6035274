// The result-builder forms of `DisposeBag`, so that a ViewModel lists its subscriptions in one
// block: `bag.insert { a.bind(to: b); c.drive(d) }`.

extension DisposeBag {
    /// Gathers the disposables of a block, one per line.
    @resultBuilder
    public struct DisposableBuilder {
        /// The block's disposables, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }

    /// Creates a bag holding the disposables of `builder`.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables of `builder`.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }
}
