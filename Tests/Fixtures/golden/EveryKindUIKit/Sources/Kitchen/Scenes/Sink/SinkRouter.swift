import UIKit

/// Performs Everything's navigation.
///
/// scenegen created this file once; it is yours.
/// Each route pushes (or presents) its scene by default (SinkRouter+Routes.swift);
/// write a method of the same name here to navigate another way.
final class SinkRouter: SinkRouting {
    weak var viewController: SinkViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
