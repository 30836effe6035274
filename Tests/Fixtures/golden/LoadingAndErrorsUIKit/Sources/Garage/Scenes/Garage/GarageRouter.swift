import UIKit

/// Performs Garage's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes (or presents) its scene by default (GarageRouter+Routes.swift);
/// write a method of the same name here to navigate another way.
final class GarageRouter: GarageRouting {
    weak var viewController: GarageViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
