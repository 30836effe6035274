import Foundation

/// How much a constraint, or a view's hugging of its content, matters: the
/// layout engine breaks a lower one first. The double records priorities only.
// https://developer.apple.com/documentation/uikit/uilayoutpriority
@available(iOS 6.0, *)
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority's value, from 1 to 1000.
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    @available(iOS 6.0, *)
    public var rawValue: Float

    /// A priority of `rawValue`.
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    @available(iOS 6.0, *)
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// The priority of a view that should hug its content least of all (50).
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    @available(iOS 6.0, *)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}
