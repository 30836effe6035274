import UIKit

/// The app's entry point. Its one window scene is declared in the app's
/// Info.plist (project.yml), whose delegate, SceneDelegate, shows the car list.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
