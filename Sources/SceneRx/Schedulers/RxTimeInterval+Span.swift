import Dispatch
import Foundation

extension RxTimeInterval {
    /// The interval in its own unit per second (`.milliseconds` has 1,000).
    private var unitsPerSecond: Double {
        switch self {
        case .seconds: return 1
        case .milliseconds: return 1_000
        case .microseconds: return 1_000_000
        case .nanoseconds: return 1_000_000_000
        case .never: return 1
        @unknown default: return 1
        }
    }

    /// Whether the interval is zero (`.never` is not).
    var isNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value == 0
        case .never: return false
        @unknown default: return false
        }
    }

    /// What is left of the interval once the span between two dates has passed, in the same
    /// unit, rounded, and never below zero (as RxSwift's time operators compute it).
    func reduced(earlier: Date, later: Date) -> RxTimeInterval {
        let span = later.timeIntervalSince(earlier) * unitsPerSecond
        func rest(_ value: Int) -> Int {
            let remainder = Double(value) - span
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(rest(value))
        case .milliseconds(let value): return .milliseconds(rest(value))
        case .microseconds(let value): return .microseconds(rest(value))
        case .nanoseconds(let value): return .nanoseconds(rest(value))
        case .never: return .never
        @unknown default: return self
        }
    }
}
