import SceneTerminal

/// Performs Today's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes its scene by default (TodayRouter+Routes.swift);
/// write a method of the same name here to present it another way.
final class TodayRouter: TodayRouting {
    weak var viewController: TerminalViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
