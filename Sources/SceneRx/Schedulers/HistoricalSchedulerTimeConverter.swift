import Foundation

/// The converter of `HistoricalScheduler`: its virtual time is a date and its interval seconds,
/// as RxSwift's `HistoricalSchedulerTimeConverter`.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// A point in virtual time: a date.
    public typealias VirtualTimeUnit = RxTime
    /// A span of virtual time: seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// The date itself.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    /// The date itself.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    /// The seconds themselves.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// The seconds themselves.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// `time` plus `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// The order of the two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        switch lhs.compare(rhs) {
        case .orderedAscending: return .lessThan
        case .orderedDescending: return .greaterThan
        case .orderedSame: return .equal
        }
    }
}
