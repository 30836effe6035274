import Foundation
import SceneRx

/// Events compare equal when their elements do; errors compare by domain, code and
/// description, as RxTest does (an `Error` is not `Equatable`).
extension Event: Equatable where Element: Equatable {
    /// Whether the two events are the same.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case let (.next(left), .next(right)):
            return left == right
        case let (.error(left), .error(right)):
            let leftError = left as NSError
            let rightError = right as NSError
            return leftError.domain == rightError.domain && leftError.code == rightError.code
                && "\(left)" == "\(right)"
        default:
            return false
        }
    }
}
