import UIKit

/// Performs Braces's navigation.
///
/// scenegen created this file once; it is yours.
final class BracesRouter: BracesRouting {
    weak var viewController: BracesViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
