import Foundation
import SceneRx

/// A Completable's events compare as `Event`s do: errors by domain, code and description.
extension CompletableEvent: Equatable {
    /// Whether the two events are the same.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(left), .error(right)): return sameError(left, right)
        default: return false
        }
    }
}

/// A Maybe's events compare as `Event`s do, when their elements are `Equatable`.
extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether the two events are the same.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.success(left), .success(right)): return left == right
        case let (.error(left), .error(right)): return sameError(left, right)
        default: return false
        }
    }
}

private func sameError(_ left: Error, _ right: Error) -> Bool {
    let leftError = left as NSError
    let rightError = right as NSError
    return leftError.domain == rightError.domain && leftError.code == rightError.code && "\(left)" == "\(right)"
}
