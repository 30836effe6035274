import UIKit

/// Performs Search's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes (or presents) its scene by default (SearchRouter+Routes.swift);
/// write a method of the same name here to navigate another way.
final class SearchRouter: SearchRouting {
    weak var viewController: SearchViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
