import Foundation
import ScenegenCLI
import ScenegenTestSupport
import Testing

@Suite("init, validate and dump")
struct SpecCommandsTests {
    // MARK: - init

    @Test func initWritesAStarterThatValidates() throws {
        let folder = try TemporaryFolder("spec")
        defer { folder.remove() }
        let run = ToolRun(["init", "--module", "CarShop"], in: folder.path)
        #expect(run.exitCode == .success)
        #expect(
            run.stdout == "created scenegen.yml for module `CarShop`; add a scene with `scenegen new <Scene>`\n"
                + "created scenegen.schema.json, its JSON Schema for editors (`scenegen schema` refreshes it)\n")
        let text = try #require(try? folder.read("scenegen.yml"))
        #expect(text.contains("module: CarShop "))
        #expect(text.contains("output: Sources/CarShop/Scenes "))
        #expect(text.contains("tests: Tests/CarShopTests "))
        #expect(text.contains("flavor: terminal "))
        let validate = ToolRun(["validate"], in: folder.path)
        #expect(validate.exitCode == .success)
        #expect(validate.stdout == "scenegen.yml: 0 scenes, 0 models, no errors\n")
        #expect(validate.stderr.isEmpty)
    }

    @Test func initTakesTheFirstTargetOfThePackage() throws {
        let folder = try TemporaryFolder("spec")
        defer { folder.remove() }
        try folder.write(
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "shop",
                targets: [
                    .testTarget(name: "ShopTests", dependencies: ["ShopCore"]),
                    .executableTarget(
                        name: "ShopCore",
                        dependencies: []),
                    .target(name: "Other"),
                ]
            )
            """, to: "Package.swift")
        let run = ToolRun(["init", "--flavor", "uikit"], in: folder.path)
        #expect(run.exitCode == .success)
        let text = try #require(try? folder.read("scenegen.yml"))
        #expect(text.contains("module: ShopCore "))
        #expect(text.contains("flavor: uikit "))
        // The uikit flavor's setup: the RxSwift 6 products its files import.
        #expect(run.stdout.contains(".package(url: \"https://github.com/ReactiveX/RxSwift.git\", from: \"6.0.0\")"))
        #expect(run.stdout.contains(".product(name: \"RxCocoa\", package: \"RxSwift\")"))
        #expect(run.stdout.contains(".product(name: \"RxTest\", package: \"RxSwift\")"))
    }

    @Test func initFallsBackToTheFolderName() throws {
        let folder = try TemporaryFolder("spec")
        defer { folder.remove() }
        let inner = folder.path + "/car-shop"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        #expect(ToolRun(["init"], in: inner).exitCode == .success)
        #expect((try? folder.read("car-shop/scenegen.yml"))?.contains("module: CarShop ") == true)
    }

    @Test func initNeverOverwrites() throws {
        let folder = try TemporaryFolder("spec")
        defer { folder.remove() }
        try folder.write("module: Mine\n", to: "scenegen.yml")
        let run = ToolRun(["init"], in: folder.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr == "error: `scenegen.yml` already exists; edit it, or remove it to start again\n")
        #expect((try? folder.read("scenegen.yml")) == "module: Mine\n")
    }

    @Test func initRejectsABadModuleName() {
        let run = ToolRun(["init", "--module", "car-shop"], in: "/nonexistent")
        #expect(run.exitCode == .usage)
        #expect(
            run.stderr.hasPrefix("error: `--module car-shop` is not a Swift module name; did you mean `CarShop`?\n"))
    }

    // MARK: - validate

    @Test func validateSummarisesAGoodSpec() throws {
        let folder = try TemporaryFolder("spec")
        defer { folder.remove() }
        try folder.write(
            """
            module: Shop
            models:
              Car:
                id: String
            scenes:
              CarList:
                fields:
                  cars: "[Car]"
                  total: Money
                routes: [CarDetails]
              CarDetails: {}
              Settings: {}

            """, to: "app/shop.yml")
        let run = ToolRun(["validate", "--spec", "app/shop.yml"], in: folder.path)
        #expect(run.exitCode == .success)
        #expect(run.stdout == "app/shop.yml: 3 scenes, 1 model, no errors, 1 note\n")
        #expect(
            run.stderr
                == """
                app/shop.yml:9:14: note: `Money` is neither a standard library or Foundation type nor a model of the spec: module `Shop` must declare it
                      total: Money
                             ^~~~~

                """)
    }

    @Test func validatePrintsEveryErrorAndExits1() throws {
        let folder = try TemporaryFolder("spec")
        defer { folder.remove() }
        try folder.write("module: Shop\nscenes:\n  car_list:\n    routes: [Nowhere]\n", to: "scenegen.yml")
        let run = ToolRun(["validate"], in: folder.path)
        #expect(run.exitCode == .failure)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == """
                scenegen.yml:3:3: error: scene name `car_list` must be UpperCamelCase; did you mean `CarList`?
                  car_list:
                  ^~~~~~~~
                scenegen.yml:4:14: error: route to `Nowhere`, which is not a scene of the spec; add it under `scenes:`
                    routes: [Nowhere]
                             ^~~~~~~

                """)
    }

    @Test func validateWithoutASpecSaysHowToGetOne() throws {
        let folder = try TemporaryFolder("spec")
        defer { folder.remove() }
        let run = ToolRun(["validate"], in: folder.path)
        #expect(run.exitCode == .failure)
        #expect(
            run.stderr
                == "error: no `scenegen.yml` in this folder; write one with `scenegen init`, or name one with `--spec FILE`\n"
        )
        let named = ToolRun(["validate", "--spec", "missing.yml"], in: folder.path)
        #expect(named.exitCode == .failure)
        #expect(named.stderr == "error: no such file `missing.yml`\n")
    }

    @Test func validateReportsYAMLErrors() throws {
        let run = ToolRun(["validate", "--spec", "-"], stdin: "module: Shop\n  bad: [\n")
        #expect(run.exitCode == .failure)
        #expect(run.stderr.hasPrefix("<stdin>:"))
    }

    // MARK: - dump

    @Test func dumpPrintsTheResolvedSpec() throws {
        let folder = try TemporaryFolder("spec")
        defer { folder.remove() }
        try folder.write("module: Shop\nscenes:\n  Home:\n    actions: [refresh]\n", to: "scenegen.yml")
        let run = ToolRun(["dump"], in: folder.path)
        #expect(run.exitCode == .success)
        #expect(
            run.stdout
                == """
                {
                  "module": "Shop",
                  "flavor": "terminal",
                  "output": "Sources/Shop/Scenes",
                  "tests": "Tests/ShopTests",
                  "templates": null,
                  "models": [],
                  "scenes": [
                    {
                      "name": "Home",
                      "title": "Home",
                      "fields": [],
                      "inputs": [],
                      "actions": [
                        {
                          "name": "refresh",
                          "escapedName": "refresh",
                          "payload": null,
                          "selects": null
                        }
                      ],
                      "routes": []
                    }
                  ]
                }

                """)
        #expect(ToolRun(["dump", "--spec", "scenegen.yml"], in: folder.path).stdout == run.stdout)
    }

    @Test func dumpOfABadSpecFails() {
        let run = ToolRun(["dump", "-"], stdin: "module: Shop\nscenes:\n  Home:\n    routes: [Away]\n")
        #expect(run.exitCode == .failure)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("<stdin>:4:14: error: route to `Away`"))
    }

    @Test func dumpBatchNeedsRaw() {
        #expect(ToolRun(["dump", "--batch"]).exitCode == .usage)
    }
}
