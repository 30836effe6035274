import Foundation

/// Every `NSObject` has `rx`, as in RxSwift.
extension NSObject: ReactiveCompatible {}
