import UIKit

/// Shows the car list in a navigation controller when UIKit connects the
/// app's window scene: the routes of the scenes push onto that controller.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(
            rootViewController: CarListBuilder.viewController(dependencies: .live()))
        window.makeKeyAndVisible()
        self.window = window
    }
}
