extension AddTaskBuilder {
    /// Makes the scene's ViewModel: inject its services here.
    ///
    /// scenegen created this file once; it is yours.
    static func makeViewModel() -> AddTaskViewModel {
        AddTaskViewModel(store: TaskStore.current)
    }
}
