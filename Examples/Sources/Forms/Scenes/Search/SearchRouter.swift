import SceneTerminal

/// Performs Search's navigation.
///
/// scenegen created this file once; it is yours.
final class SearchRouter: SearchRouting {
    weak var viewController: TerminalViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
