/// Virtual time of a `TestScheduler`, in ticks, as RxTest's `TestTime`.
public typealias TestTime = Int
