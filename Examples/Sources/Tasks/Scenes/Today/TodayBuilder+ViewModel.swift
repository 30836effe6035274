extension TodayBuilder {
    /// Makes the scene's ViewModel: inject its services here.
    ///
    /// scenegen created this file once; it is yours.
    static func makeViewModel() -> TodayViewModel {
        TodayViewModel(store: TaskStore.current)
    }
}
