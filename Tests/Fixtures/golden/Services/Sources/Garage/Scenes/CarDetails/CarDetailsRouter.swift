import SceneTerminal

/// Performs Details """ #"injected4"# \(injected5) // injected6's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes its scene by default (CarDetailsRouter+Routes.swift);
/// write a method of the same name here to present it another way.
final class CarDetailsRouter: CarDetailsRouting {
    weak var viewController: TerminalViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
