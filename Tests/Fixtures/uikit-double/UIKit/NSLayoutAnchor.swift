import Foundation

/// A layout anchor; its constraints are records (the double performs no layout).
// https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    override init() {
        super.init()
    }

    /// A constraint that this anchor equals `anchor` plus `c`.
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    @available(iOS 9.0, *)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    /// A constraint that this anchor equals `anchor`.
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    @available(iOS 9.0, *)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }

    /// A constraint that this anchor is at most `anchor` plus `c`.
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
    @available(iOS 9.0, *)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(constant: c)
    }
}

/// A horizontal anchor (leading, trailing).
// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@available(iOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom).
// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor (height, width).
// https://developer.apple.com/documentation/uikit/nslayoutdimension
@available(iOS 9.0, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint that this dimension is at least `c`.
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    @available(iOS 9.0, *)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
}
