import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec
import Testing

@Suite("Generator smoke")
struct GeneratorSmokeTests {
    @Test func generatesTheCarShop() throws {
        guard let dir = ProcessInfo.processInfo.environment["SMOKE_DIR"] else { return }
        let file = SourceFile(path: "scenegen.yml", text: try String(contentsOfFile: dir + "/scenegen.yml", encoding: .utf8))
        let loaded = try SpecLoader.load(file, directory: dir)
        let generator = Generator(flavor: try FlavorLoader.builtIn(named: "terminal"))
        do {
            let files = try generator.files(for: loaded.spec, specName: "scenegen.yml")
            let builder = PlanBuilder(root: dir, force: true)
            try PlanWriter(builder: builder).apply(builder.plan(files))
        } catch let error as DiagnosticError {
            print(DiagnosticRenderer().render(error.diagnostics))
            throw error
        }
    }
}
