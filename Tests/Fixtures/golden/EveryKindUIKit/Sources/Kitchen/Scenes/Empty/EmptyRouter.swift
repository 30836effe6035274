import UIKit

/// Performs Empty's navigation.
///
/// scenegen created this file once; it is yours.
final class EmptyRouter: EmptyRouting {
    weak var viewController: EmptyViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
