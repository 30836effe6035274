import SceneTerminal

/// Performs New Task's navigation.
///
/// scenegen created this file once; it is yours.
final class AddTaskRouter: AddTaskRouting {
    weak var viewController: TerminalViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
