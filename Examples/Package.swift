// swift-tools-version:6.0
// The examples: apps whose scenes scenegen generates from the specs in this
// folder (carshop.scenegen.yml, tasks.scenegen.yml). They depend on the
// runtime of this checkout by path; CI regenerates them with
// `scenegen generate --check`, builds them without warnings, runs their tests
// and drives each app with piped keys.
import PackageDescription

let package = Package(
    name: "Examples",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "CarShop", dependencies: ["SceneRx", "SceneTerminal"]),
        .testTarget(name: "CarShopTests", dependencies: ["CarShop", "SceneRx", "SceneRxTest", "SceneTerminal"]),
        .executableTarget(name: "Tasks", dependencies: ["SceneRx", "SceneTerminal"]),
        .testTarget(name: "TasksTests", dependencies: ["Tasks", "SceneRx", "SceneRxTest", "SceneTerminal"]),
    ]
)
