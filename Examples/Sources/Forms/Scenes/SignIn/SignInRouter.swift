import SceneTerminal

/// Performs Sign In's navigation.
///
/// scenegen created this file once; it is yours.
final class SignInRouter: SignInRouting {
    weak var viewController: TerminalViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
