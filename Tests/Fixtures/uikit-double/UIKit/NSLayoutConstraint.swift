import Foundation

/// A relation between two anchors; the double records it and whether it is active, lays nothing out.
// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Whether the constraint takes part in layout.
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    @available(iOS 8.0, *)
    open var isActive = false

    /// The constant added to the relation.
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    @available(iOS 6.0, *)
    open var constant: CGFloat

    init(constant: CGFloat) {
        self.constant = constant
        super.init()
    }

    /// Activates each constraint.
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// The axis of a stack view or of a layout priority.
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis-swift.enum
    @available(iOS 6.0, *)
    public enum Axis: Int, Sendable {
        case horizontal
        case vertical
    }
}
