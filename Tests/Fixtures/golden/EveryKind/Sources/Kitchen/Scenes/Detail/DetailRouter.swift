import SceneTerminal

/// Performs Detail's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes its scene by default (DetailRouter+Routes.swift);
/// write a method of the same name here to present it another way.
final class DetailRouter: DetailRouting {
    weak var viewController: TerminalViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
