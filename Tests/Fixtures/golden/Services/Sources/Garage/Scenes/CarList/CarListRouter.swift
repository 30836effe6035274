import SceneTerminal

/// Performs Cars */ let injected1 = 1 /* """ \(injected2) # // injected3's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes its scene by default (CarListRouter+Routes.swift);
/// write a method of the same name here to present it another way.
final class CarListRouter: CarListRouting {
    weak var viewController: TerminalViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
