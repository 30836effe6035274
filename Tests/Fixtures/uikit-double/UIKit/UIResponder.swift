@_exported import Foundation

/// The base of every object that handles events (views, view controllers).
// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    @available(iOS 2.0, *)
    override public init() {
        super.init()
    }
}
