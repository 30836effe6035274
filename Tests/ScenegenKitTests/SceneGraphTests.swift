import ScenegenKit
import ScenegenSpec
import ScenegenTestSupport
import Testing

/// The navigation map: what `SceneGraph` holds for a spec, how each writer
/// escapes it, and that `LayeredLayout` never overlaps two boxes.
@Suite("Scene graph")
struct SceneGraphTests {
    static func scene(_ name: String, inputs: [(String, String)] = [], routes: [String] = []) throws -> SceneSpec {
        SceneSpec(
            name: name, inputs: try inputs.map { PropertySpec(name: $0.0, type: try SwiftType.parse($0.1)) },
            routes: routes.map { RouteSpec(scene: $0) })
    }

    /// A list, its details (taking `carID`) that go back to the list, and settings.
    static func shop() throws -> Spec {
        var list = try scene("CarList", routes: ["CarDetails", "Settings"])
        list.uses = [ServiceUseSpec(service: "CarCatalog")]
        var details = try scene(
            "CarDetails", inputs: [("carID", "String"), ("tags", "Set<String>")], routes: ["CarList"])
        details.uses = [ServiceUseSpec(service: "CarCatalog"), ServiceUseSpec(service: "FavoriteStore")]
        let settings = try scene("Settings", routes: ["Settings"])
        var spec = Spec(module: "Shop", scenes: [list, details, settings])
        spec.services = [ServiceSpec(name: "FavoriteStore"), ServiceSpec(name: "CarCatalog")]
        return spec
    }

    @Test func routesAreLabelledWithTheTargetsInputs() throws {
        let graph = SceneGraph(spec: try Self.shop())
        #expect(graph.nodes.map(\.name) == ["CarList", "CarDetails", "Settings"])
        #expect(graph.nodes[1].details == ["carID: String", "tags: Set<String>"])
        let edges = graph.edges.map { "\(graph.nodes[$0.from].name)>\(graph.nodes[$0.to].name):\($0.label)" }
        #expect(
            edges == [
                "CarList>CarDetails:carID, tags", "CarList>Settings:", "CarDetails>CarList:", "Settings>Settings:",
            ])
    }

    @Test func servicesComeInTheSpecsOrderWithUsesEdges() throws {
        let graph = SceneGraph(spec: try Self.shop(), services: true)
        #expect(graph.nodes.filter { $0.kind == .service }.map(\.name) == ["FavoriteStore", "CarCatalog"])
        let uses = graph.edges.filter { $0.kind == .uses }.map {
            "\(graph.nodes[$0.from].name)>\(graph.nodes[$0.to].name)"
        }
        #expect(uses == ["CarList>CarCatalog", "CarDetails>CarCatalog", "CarDetails>FavoriteStore"])
    }

    @Test func onlyKeepsTheScenesAndTheirDirectNeighbours() throws {
        var spec = try Self.shop()
        spec.scenes.append(try Self.scene("About", routes: ["Settings"]))
        let graph = SceneGraph(spec: spec, services: true, only: ["Settings"])
        // Settings, and the scenes routing to it; not CarDetails, two routes away.
        #expect(graph.nodes.map(\.name) == ["CarList", "Settings", "About"])
        #expect(graph.edges.count == 3)
        #expect(!graph.nodes.contains { $0.kind == .service }, "Settings uses no service")
    }

    @Test func aRouteToAMissingSceneIsDrawnNotRefused() throws {
        let spec = Spec(module: "Shop", scenes: [try Self.scene("List", routes: ["Gone"])])
        let graph = SceneGraph(spec: spec)
        #expect(graph.nodes.map(\.kind) == [.scene, .missingScene])
        #expect(MermaidWriter.write(graph).contains("scene_Gone[\"Gone<br/>(not a scene of the spec)\"]"))
        #expect(DotWriter.write(graph).contains("style=dashed"))
    }

    @Test func labelsAreEscapedForEachFormat() throws {
        let graph = SceneGraph(spec: try Self.shop())
        #expect(
            MermaidWriter.write(graph).contains(
                "scene_CarDetails[\"CarDetails<br/>carID: String<br/>tags: Set#lt;String#gt;\"]"))
        var quoted = graph
        quoted.nodes[0].name = "A \"q\" \\ <b>"
        #expect(DotWriter.write(quoted).contains("[label=\"A \\\"q\\\" \\\\ <b>\"]"))
        #expect(MermaidWriter.write(quoted).contains("[\"A #quot;q#quot; \\ #lt;b#gt;\"]"))
        let svg = SVGWriter.write(quoted)
        #expect(svg.contains(">A &quot;q&quot; \\ &lt;b&gt;</text>"))
        #expect(svg.contains("tags: Set&lt;String&gt;"))
    }

    @Test func identifiersAreSafeAndDistinct() throws {
        let names = ["Car_List", "CarList", "Car__List", "Café", "Caf_uE9_"]
        let spec = Spec(module: "M", scenes: try names.map { try Self.scene($0) })
        let ids = SceneGraph(spec: spec).nodes.map(\.id)
        #expect(Set(ids).count == names.count)
        for id in ids {
            #expect(
                id.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
                })
        }
    }

    /// `count` scenes, each routing to up to four random others (itself, earlier
    /// scenes, later ones: cycles of every length), with random inputs.
    static func randomSpec(scenes count: Int, seed: UInt64) throws -> Spec {
        var random = SeededGenerator(seed: seed)
        let names = (0..<count).map { "Scene\($0)" }
        let scenes = try names.map { name in
            let routes = Set(
                (0..<Int.random(in: 0...4, using: &random)).map { _ in names.randomElement(using: &random)! })
            let inputs = (0..<Int.random(in: 0...3, using: &random)).map {
                ("input\($0)", ["String", "Int", "[Car]"].randomElement(using: &random)!)
            }
            return try scene(name, inputs: inputs, routes: routes.sorted())
        }
        return Spec(module: "Random", scenes: scenes)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func noTwoBoxesOverlapInAHundredSceneRandomMap(seed: UInt64) throws {
        let graph = SceneGraph(spec: try Self.randomSpec(scenes: 100, seed: seed))
        let sizes = graph.nodes.map {
            LayeredLayout.Size(width: 40 + $0.name.count * 8, height: 34 + 18 * $0.details.count)
        }
        let layout = LayeredLayout(sizes: sizes, edges: graph.edges.map { ($0.from, $0.to) })
        #expect(layout.nodes.count == 100)
        #expect(layout.routes.count == graph.edges.count)
        for (index, box) in layout.nodes.enumerated() {
            #expect(box.width == sizes[index].width && box.height == sizes[index].height)
            #expect(
                box.x >= 0 && box.y >= 0 && box.x + box.width <= layout.width && box.y + box.height <= layout.height)
            for other in layout.nodes[(index + 1)...] {
                #expect(!box.intersects(other), "boxes \(box) and \(other) overlap")
            }
        }
        // Every edge that is not a loop goes from one layer to another, ending at its target's box.
        for (index, edge) in graph.edges.enumerated() where edge.from != edge.to {
            let route = layout.routes[index]
            #expect(route.points.count >= 4 && route.points.count % 2 == 0)
            let target = layout.nodes[edge.to]
            if let end = route.points.last {
                #expect(end.y == target.y || end.y == target.y + target.height)
            }
        }
        #expect(layout == LayeredLayout(sizes: sizes, edges: graph.edges.map { ($0.from, $0.to) }), "not deterministic")
    }

    @Test func aCycleBackToTheListIsLaidOutWithTheListOnTop() throws {
        let graph = SceneGraph(spec: try Self.shop())
        let layout = LayeredLayout(
            sizes: graph.nodes.map { _ in LayeredLayout.Size(width: 80, height: 30) },
            edges: graph.edges.map { ($0.from, $0.to) })
        #expect(layout.layers == [0, 1, 1])
        // CarDetails -> CarList goes up: it starts at the top of CarDetails and ends at the bottom of CarList.
        let back = layout.routes[2].points
        #expect(back.first?.y == layout.nodes[1].y && back.last?.y == layout.nodes[0].y + 30)
        #expect(layout.routes[3].isLoop)
    }

    @Test func aLoopsLabelHasRoomBesideItsBox() {
        let size = LayeredLayout.Size(width: 80, height: 30)
        let layout = LayeredLayout(sizes: [size, size], edges: [(0, 0)], labelWidths: [100])
        let loop = layout.routes[0]
        #expect(loop.isLoop)
        let end = loop.labelPosition.x + 100
        #expect(end <= layout.width - LayeredLayout.margin)
        let right = layout.nodes[1]
        #expect(right.x < layout.nodes[0].x || end < right.x, "the label runs into \(right)")
    }
}
