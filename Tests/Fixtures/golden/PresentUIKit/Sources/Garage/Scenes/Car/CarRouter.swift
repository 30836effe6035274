import UIKit

/// Performs Car's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes (or presents) its scene by default (CarRouter+Routes.swift);
/// write a method of the same name here to navigate another way.
final class CarRouter: CarRouting {
    weak var viewController: CarViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
