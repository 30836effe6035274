import ScenegenCLI
import Testing

@Suite("Scanning Package.swift for the first target")
struct PackageManifestScanTests {
    @Test(arguments: [
        (".target(name: \"Shop\")", "Shop"),
        (".executableTarget(\n    name:\n \"App\", dependencies: [])", "App"),
        (".testTarget(name: \"ShopTests\"), .target(name: \"Core\")", "Core"),
        (".target(path: \"x\"), .target(name: \"Later\")", "Later"),
    ])
    func firstTarget(manifest: String, target: String) {
        #expect(PackageManifestScan.firstTarget(in: manifest) == target)
    }

    @Test func noTarget() {
        #expect(PackageManifestScan.firstTarget(in: "let package = Package(name: \"x\")") == nil)
        #expect(PackageManifestScan.firstTarget(in: ".target(name: \"unterminated") == nil)
    }

    @Test(arguments: [
        ("car-shop", "CarShop"), ("2048", "App2048"), ("my app", "MyApp"), ("---", "App"), ("class", "Class"),
    ])
    func moduleFromFolder(folder: String, module: String) {
        #expect(PackageManifestScan.moduleName(fromFolder: folder) == module)
    }
}
