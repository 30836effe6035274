import ScenegenCore
import ScenegenSpec
import Testing

@Suite("Adding members to a scene and removing a scene, in spec text")
struct SpecEditorScenesTests {
    func addMembers(_ scene: SceneSpec, to text: String) throws -> String {
        try SpecEditor.addMembers(scene, to: SourceFile(path: "scenegen.yml", text: text))
    }

    func remove(_ name: String, from text: String) throws -> String {
        try SpecEditor.removeScene(named: name, from: SourceFile(path: "scenegen.yml", text: text))
    }

    @Test func fillsAnEmptySceneKeepingItsComment() throws {
        let scene = SceneSpec(
            name: "CarDetails", fields: [PropertySpec(name: "name", type: .named("String"))],
            inputs: [PropertySpec(name: "carID", type: .named("String"))], actions: [ActionSpec(name: "share")])
        let text = "scenes:\n  CarList: {}\n  CarDetails: {}   # made by a route\n"
        #expect(
            try addMembers(scene, to: text)
                == """
                scenes:
                  CarList: {}
                  CarDetails:   # made by a route
                    inputs:
                      carID: String
                    fields:
                      name: String
                    actions: [share]

                """)
    }

    @Test func addsUsesToTheFlowListOrAsANewSection() throws {
        var scene = SceneSpec(name: "CarList")
        scene.uses = [ServiceUseSpec(service: "FavoriteStore")]
        #expect(
            try addMembers(
                scene, to: "scenes:\n  CarList:\n    uses: [CarCatalog]   # injected\n    fields:\n      n: Int\n")
                == "scenes:\n  CarList:\n    uses: [CarCatalog, FavoriteStore]   # injected\n    fields:\n      n: Int\n"
        )
        #expect(
            try addMembers(scene, to: "scenes:\n  CarList:\n    fields:\n      n: Int\n")
                == "scenes:\n  CarList:\n    fields:\n      n: Int\n    uses: [FavoriteStore]\n")
        #expect(
            try addMembers(scene, to: "scenes:\n  CarList: {}\n")
                == "scenes:\n  CarList:\n    uses: [FavoriteStore]\n")
    }

    /// The scene's last section is a block list: its new item ends on the line where the
    /// new section starts, and must stay in the list (it once landed under the new section).
    @Test func addsToTheLastBlockSectionBeforeANewSection() throws {
        let scene = SceneSpec(
            name: "Basket", fields: [PropertySpec(name: "total", type: .named("Int"))],
            actions: [ActionSpec(name: "pay")])
        let text = "scenes:\n  Basket:\n    actions:\n      - refresh\n"
        #expect(
            try addMembers(scene, to: text)
                == "scenes:\n  Basket:\n    actions:\n      - refresh\n      - pay\n    fields:\n      total: Int\n")
    }

    /// Members of the last scene and new scenes, from one reading: the scenes go below the members.
    @Test func addsMembersAndScenesInOneEdit() throws {
        let members = SceneSpec(
            name: "Basket", actions: [ActionSpec(name: "pay")], routes: [RouteSpec(scene: "Payment")])
        let edited = try SpecEditor.edit(
            SourceFile(path: "scenegen.yml", text: "scenes:\n  Basket:\n    actions:\n      - refresh\n"),
            addingMembers: members, addingScenes: [SceneSpec(name: "Payment"), SceneSpec(name: "Receipt")])
        #expect(
            edited
                == "scenes:\n  Basket:\n    actions:\n      - refresh\n      - pay\n    routes:\n      - Payment\n"
                + "  Payment: {}\n  Receipt: {}\n")
    }

    @Test func appendsToBlockAndFlowSectionsAndAddsMissingOnes() throws {
        let text = """
            scenes:
              CarList:
                fields:
                  cars: "[String]"   # all of them
                actions: [refresh]
                # next
              Other: {}

            """
        let scene = SceneSpec(
            name: "CarList", fields: [PropertySpec(name: "count", type: .named("Int"))],
            actions: [ActionSpec(name: "select", payload: .named("Int"))], routes: [RouteSpec(scene: "Other")])
        #expect(
            try addMembers(scene, to: text)
                == """
                scenes:
                  CarList:
                    fields:
                      cars: "[String]"   # all of them
                      count: Int
                    actions: [refresh, { select: Int }]
                    routes:
                      - Other
                    # next
                  Other: {}

                """)
    }

    @Test func appendsToABlockSequence() throws {
        let text = "scenes:\n  A:\n    actions:\n      - refresh\n    routes:\n      - B\n  B: {}\n"
        let scene = SceneSpec(name: "A", actions: [ActionSpec(name: "buy")], routes: [RouteSpec(scene: "C")])
        #expect(
            try addMembers(scene, to: text)
                == "scenes:\n  A:\n    actions:\n      - refresh\n      - buy\n    routes:\n      - B\n      - C\n  B: {}\n"
        )
    }

    @Test func refusesAFlowMappingScene() throws {
        let scene = SceneSpec(name: "A", actions: [ActionSpec(name: "buy")])
        #expect(throws: DiagnosticError.self) { try addMembers(scene, to: "scenes:\n  A: { title: X }\n") }
    }

    @Test func removesASceneAndTheRoutesToIt() throws {
        let text = """
            # top
            scenes:
              A:
                routes: [B, C]   # both
              B:
                # B's own comment
                fields:
                  x: Int
              C:
                routes:
                  - B
              D:
                routes: [C, B]
            # after

            """
        #expect(
            try remove("B", from: text)
                == """
                # top
                scenes:
                  A:
                    routes: [C]   # both
                  C:
                  D:
                    routes: [C]
                # after

                """)
    }
}
