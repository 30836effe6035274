import UIKit

/// Performs Detail's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes (or presents) its scene by default (DetailRouter+Routes.swift);
/// write a method of the same name here to navigate another way.
final class DetailRouter: DetailRouting {
    weak var viewController: DetailViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
