import UIKit

/// Shows Search.
///
/// scenegen created this file once; it is yours. The views and bindings live
/// in SearchViewControllerBase (generated): override `setupViews()`
/// or `setupLayout()` (calling `super`) to style and arrange them. It never
/// navigates and never shows alerts: that is the router's work.
final class SearchViewController: SearchViewControllerBase {
}
