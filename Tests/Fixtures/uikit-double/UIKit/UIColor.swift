import Foundation

/// A color; the double keeps only its name, which is all a test can compare.
// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, *)
@MainActor
open class UIColor: NSObject {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    /// The color of an app's main background.
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }
}
