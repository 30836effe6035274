import UIKit

/// Performs Details """ #"injected4"# \(injected5) // injected6's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes (or presents) its scene by default (CarDetailsRouter+Routes.swift);
/// write a method of the same name here to navigate another way.
final class CarDetailsRouter: CarDetailsRouting {
    weak var viewController: CarDetailsViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
