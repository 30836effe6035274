import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec
import Testing

/// The keys the terminal flavor gives a scene's actions: key actions first (so a value action
/// never moves their keys), then a key per value action, which opens its prompt; a scene whose
/// only action is a typed value starts typing it.
@Suite("Value action keys")
struct ValueActionKeysTests {
    private func base(of scene: String, in text: String) throws -> String {
        let loaded = try SpecLoader.read(SourceFile(path: "scenegen.yml", text: text))
        let files = try ProjectGenerator(loaded: loaded, options: GenerationOptions()).files()
        let base = try #require(files.first { $0.path.hasSuffix("/\(scene)ViewControllerBase.swift") })
        return base.contents
    }

    private static let spec = """
        module: Shop
        scenes:
          Search:
            actions:
              - query: String
              - select: Int
              - settings
          SignIn:
            actions:
              - enterEmail: String
              - enterPassword: String
          NewTask:
            actions:
              - save: String
        """

    @Test func eachValueActionGetsItsOwnKeyAfterTheKeyActions() throws {
        let search = try base(of: "Search", in: Self.spec)
        #expect(search.contains(#"addKeyBinding("s", title: "Settings")"#), "the key action keeps `s`:\n\(search)")
        #expect(search.contains(#""u", title: "Query", reads: "text","#), "\(search)")
        #expect(search.contains(#""e", title: "Select", reads: "number","#), "\(search)")
        #expect(!search.contains("initialValueAction"), "a scene with several actions does not start typing")
    }

    @Test func twoTextActionsGetTwoKeys() throws {
        let signIn = try base(of: "SignIn", in: Self.spec)
        #expect(signIn.contains(#""e", title: "Enter Email", reads: "text","#), "\(signIn)")
        #expect(signIn.contains(#""n", title: "Enter Password", reads: "text","#), "\(signIn)")
    }

    @Test func aSceneWhoseOnlyActionIsAValueStartsTypingIt() throws {
        let newTask = try base(of: "NewTask", in: Self.spec)
        #expect(newTask.contains(#"initialValueAction = "s""#), "\(newTask)")
    }
}
