import Foundation

/// Converts between a virtual-time scheduler's own units of time and real dates and
/// intervals, as RxSwift's `VirtualTimeConverterType` (what a `VirtualTimeScheduler` is generic
/// over: `Int` ticks for `TestScheduler`, dates for `HistoricalScheduler`).
public protocol VirtualTimeConverterType {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit
    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The date of a virtual time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time of a date.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The seconds of a virtual interval.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval of a number of seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How two virtual times compare (`Date` is not `Comparable` in every library, hence this).
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison {
    /// lhs < rhs.
    case lessThan
    /// lhs == rhs.
    case equal
    /// lhs > rhs.
    case greaterThan
}
