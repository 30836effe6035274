import UIKit

/// Performs Car Details's navigation.
///
/// scenegen created this file once; it is yours.
final class CarDetailsRouter: CarDetailsRouting {
    weak var viewController: CarDetailsViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
