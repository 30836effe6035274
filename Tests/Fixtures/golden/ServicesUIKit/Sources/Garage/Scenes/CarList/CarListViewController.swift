import UIKit

/// Shows Cars */ let injected1 = 1 /* """ \(injected2) # // injected3.
///
/// scenegen created this file once; it is yours. The views and bindings live
/// in CarListViewControllerBase (generated): override `setupViews()`
/// or `setupLayout()` (calling `super`) to style and arrange them. It never
/// navigates and never shows alerts: that is the router's work.
final class CarListViewController: CarListViewControllerBase {
}
