import Foundation

// UIKit's additions to Foundation's IndexPath: a row in a section.
extension IndexPath {
    /// An index path of `row` in `section`.
    // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    @available(iOS 7.0, *)
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row.
    // https://developer.apple.com/documentation/foundation/indexpath/row
    @available(iOS 7.0, *)
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section.
    // https://developer.apple.com/documentation/foundation/indexpath/section
    @available(iOS 7.0, *)
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
