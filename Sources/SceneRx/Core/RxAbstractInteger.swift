/// The integers `range`, `timer` and `interval` count in, as RxSwift names them.
public typealias RxAbstractInteger = FixedWidthInteger
