import UIKit

/// Performs Settings's navigation.
///
/// scenegen created this file once; it is yours.
final class SettingsRouter: SettingsRouting {
    weak var viewController: SettingsViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
