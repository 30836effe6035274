import Foundation

// The app and scene life cycle the example apps' AppDelegate and SceneDelegate use
// (Examples/iOS/CarShopUIKit/Sources/CarShopUIKit/App). Nothing here runs on Linux:
// the delegates are type-checked against these declarations. UIKit's delegate
// requirements are all `optional` (Objective-C), which Swift on Linux cannot declare,
// so the protocols are empty and a conforming type's methods are checked as its own.

/// The app object.
// https://developer.apple.com/documentation/uikit/uiapplication
@available(iOS 2.0, *)
@MainActor
open class UIApplication: UIResponder {
}

/// The app's delegate; `@main` on a conforming type starts the app.
// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@available(iOS 2.0, *)
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
}

extension UIApplicationDelegate {
    /// The app's entry point, as `@main` calls it.
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
    @available(iOS 2.0, *)
    @MainActor
    public static func main() {}
}

/// A session of a scene: its configuration and state.
// https://developer.apple.com/documentation/uikit/uiscenesession
@available(iOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {
}

/// One instance of the app's user interface.
// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
    /// What the system passed when it connected the scene.
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @available(iOS 13.0, *)
    @MainActor
    open class ConnectionOptions: NSObject {
    }
}

/// A scene that shows windows.
// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
}

/// A scene's delegate.
// https://developer.apple.com/documentation/uikit/uiscenedelegate
@available(iOS 13.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
}

/// A window scene's delegate, which holds its window.
// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
}
