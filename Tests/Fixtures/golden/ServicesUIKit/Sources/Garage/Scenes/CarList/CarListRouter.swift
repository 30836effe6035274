import UIKit

/// Performs Cars */ let injected1 = 1 /* """ \(injected2) # // injected3's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes (or presents) its scene by default (CarListRouter+Routes.swift);
/// write a method of the same name here to navigate another way.
final class CarListRouter: CarListRouting {
    weak var viewController: CarListViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
