import Foundation
import SceneRx

/// The converter of `TestScheduler`, as RxTest's: virtual time and intervals are `Int` ticks of
/// `resolution` seconds each.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// A point in virtual time: a tick.
    public typealias VirtualTimeUnit = Int
    /// A span of virtual time: ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime * resolution` seconds after 1970.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The nearest tick of a date.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        ticks(time.timeIntervalSince1970)
    }

    /// The seconds of `virtualTimeInterval` ticks.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The nearest number of ticks of `timeInterval` seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        ticks(timeInterval)
    }

    /// `time + offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// The order of two ticks.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }

    /// Rounded to the nearest tick, and kept within `Int` (a `.never` due time or a tiny
    /// resolution must not trap).
    private func ticks(_ seconds: TimeInterval) -> Int {
        let value = (seconds / resolution).rounded()
        guard value.isFinite else { return value < 0 ? Int.min / 2 : Int.max / 2 }
        return Int(max(min(value, Double(Int.max / 2)), Double(Int.min / 2)))
    }
}
