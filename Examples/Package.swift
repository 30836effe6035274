// swift-tools-version:6.0
// The examples: apps whose scenes scenegen generates from the specs in this
// folder (carshop.scenegen.yml, forms.scenegen.yml, tasks.scenegen.yml). They depend on the
// runtime of this checkout by path; CI regenerates them with
// `scenegen generate --check`, builds them without warnings, runs their tests
// and drives each app with piped keys.
import PackageDescription

let package = Package(
    name: "Examples",
    dependencies: [.package(name: "scenegen", path: "..")],
    targets: [
        .executableTarget(
            name: "CarShop",
            dependencies: [
                .product(name: "SceneRx", package: "scenegen"), .product(name: "SceneTerminal", package: "scenegen"),
            ]),
        .testTarget(
            name: "CarShopTests",
            dependencies: [
                "CarShop", .product(name: "SceneRx", package: "scenegen"),
                .product(name: "SceneRxTest", package: "scenegen"),
                .product(name: "SceneTerminal", package: "scenegen"),
            ]),
        .executableTarget(
            name: "Forms",
            dependencies: [
                .product(name: "SceneRx", package: "scenegen"), .product(name: "SceneTerminal", package: "scenegen"),
            ]),
        .testTarget(
            name: "FormsTests",
            dependencies: [
                "Forms", .product(name: "SceneRx", package: "scenegen"),
                .product(name: "SceneRxTest", package: "scenegen"),
                .product(name: "SceneTerminal", package: "scenegen"),
            ]),
        .executableTarget(
            name: "Tasks",
            dependencies: [
                .product(name: "SceneRx", package: "scenegen"), .product(name: "SceneTerminal", package: "scenegen"),
            ]),
        .testTarget(
            name: "TasksTests",
            dependencies: [
                "Tasks", .product(name: "SceneRx", package: "scenegen"),
                .product(name: "SceneRxTest", package: "scenegen"),
                .product(name: "SceneTerminal", package: "scenegen"),
            ]),
    ]
)
