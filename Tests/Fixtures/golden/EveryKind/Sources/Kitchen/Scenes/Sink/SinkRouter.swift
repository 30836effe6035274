import SceneTerminal

/// Performs Everything's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes its scene by default (SinkRouter+Routes.swift);
/// write a method of the same name here to present it another way.
final class SinkRouter: SinkRouting {
    weak var viewController: TerminalViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
