import UIKit

/// Performs Article's navigation.
///
/// scenegen created this file once; it is yours.
final class ArticleDetailsRouter: ArticleDetailsRouting {
    weak var viewController: ArticleDetailsViewController?
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
