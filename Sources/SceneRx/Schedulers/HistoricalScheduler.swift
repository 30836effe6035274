import Foundation

/// A virtual-time scheduler whose clock is a date, as RxSwift's `HistoricalScheduler`: to replay
/// recorded events at their original times without waiting for them.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// A scheduler whose clock starts at `initialClock` (1970 by default).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
