import Foundation
import ScenegenTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `scenegen graph`: the car shop's map in each format, compared with
/// Tests/Fixtures/golden/graph/ (re-record with
/// `SCENEGEN_RECORD=1 swift test --filter GraphE2ETests`), the copies of it the
/// docs show, and a bad spec refused as `generate` refuses it.
@Suite("graph")
struct GraphE2ETests {
    static let carShop = Scenegen.repositoryRoot.appendingPathComponent("Examples/carshop.scenegen.yml").path

    /// The goldens: each format, plain and with the services.
    static let cases: [(file: String, arguments: [String])] = [
        ("carshop.mmd", []),
        ("carshop.dot", ["--format", "dot"]),
        ("carshop.svg", ["--format", "svg"]),
        ("carshop-services.mmd", ["--services"]),
        ("carshop-services.dot", ["--format", "dot", "--services"]),
        ("carshop-services.svg", ["--format", "svg", "--services"]),
    ]

    static func graph(_ arguments: [String]) throws -> ProcessResult {
        try Scenegen.run(["graph", "--spec", carShop] + arguments, in: Scenegen.repositoryRoot)
    }

    @Test(arguments: cases.map(\.file))
    func theCarShopsMapMatchesItsGolden(_ file: String) throws {
        let arguments = Self.cases.first { $0.file == file }?.arguments ?? []
        let result = try Self.graph(arguments)
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let golden = Scenegen.repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/graph/\(file)")
        guard let expected = try Golden.expected(for: result.stdout, at: golden) else { return }
        #expect(result.stdout == expected, "\(file) differs from the golden (re-record with SCENEGEN_RECORD=1)")
        #expect(try Self.graph(arguments).stdoutData == result.stdoutData, "not deterministic")
    }

    @Test func mermaidIsAFlowchartWithTheRouteLabelledCarID() throws {
        let result = try Self.graph([])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("flowchart TD\n"))
        #expect(result.stdout.contains("    scene_CarList -->|carID| scene_CarDetails\n"), "\(result.stdout)")
        #expect(result.stdout.contains("scene_CarDetails[\"CarDetails<br/>carID: String\"]"))
    }

    @Test func dotIsADigraph() throws {
        let result = try Self.graph(["--format", "dot", "--services"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph \"CarShop\" {\n") && result.stdout.hasSuffix("}\n"))
        #expect(result.stdout.contains("scene_CarList -> scene_CarDetails [label=\"carID\"];"))
        #expect(result.stdout.contains("scene_CarDetails -> service_FavoriteStore [label=\"uses\", style=dashed];"))
    }

    @Test(arguments: [[], ["--services"]])
    func svgIsWellFormedXMLWithNoOverlappingBoxes(_ extra: [String]) throws {
        let result = try Self.graph(["--format", "svg"] + extra)
        #expect(result.status == 0)
        let boxes = try SVGBoxes.parse(result.stdoutData)
        #expect(boxes.root == "svg")
        #expect(boxes.rects.count == (extra.isEmpty ? 2 : 4))
        for (index, box) in boxes.rects.enumerated() {
            for other in boxes.rects[(index + 1)...] { #expect(!box.overlaps(other), "\(box) and \(other)") }
        }
    }

    @Test func aHundredRandomScenesWithCyclesDrawNoOverlappingBoxes() throws {
        let folder = try TemporaryFolder("graph-random")
        var random = SeededGenerator(seed: 20)
        var spec = "module: Big\nscenes:\n"
        for index in 0..<100 {
            spec += "  Scene\(index):\n"
            let inputs = Int.random(in: 0...2, using: &random)
            if inputs > 0 {
                spec += "    inputs:\n" + (0..<inputs).map { "      value\($0): String\n" }.joined()
            }
            let routes = Set(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0..<100, using: &random) })
            if !routes.isEmpty {
                spec += "    routes: [" + routes.sorted().map { "Scene\($0)" }.joined(separator: ", ") + "]\n"
            }
        }
        try folder.write(spec, to: "scenegen.yml")
        let result = try folder.scenegen("graph", "--format", "svg")
        #expect(result.status == 0, "\(result.transcript)")
        let boxes = try SVGBoxes.parse(result.stdoutData)
        #expect(boxes.rects.count == 100)
        for (index, box) in boxes.rects.enumerated() {
            #expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= boxes.width && box.y + box.height <= boxes.height)
            for other in boxes.rects[(index + 1)...] { #expect(!box.overlaps(other), "\(box) and \(other)") }
        }
        #expect(try folder.scenegen("graph", "--format", "svg").stdoutData == result.stdoutData)
    }

    @Test func onlyShowsTheScenesAndTheirNeighbours() throws {
        let result = try Self.graph(["--only", "CarDetails"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("scene_CarList["), "CarList routes to CarDetails: \(result.stdout)")
        let unknown = try Self.graph(["--only", "CarDetail"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "error: `--only CarDetail`: the spec has no scene `CarDetail`; did you mean `CarDetails`?"))
        let format = try Self.graph(["--format", "svgg"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("did you mean `svg`?"), "\(format.stderr)")
    }

    /// Specs `generate` refuses: a YAML error, spec errors (a route to a missing
    /// scene, an unknown key), and a name the flavor's generated code reserves.
    static let badSpecs = [
        "module: Shop\nscenes:\n  CarList: [\n",
        "module: Shop\nscenes:\n  CarList:\n    routes: [CarDetials]\n  CarDetails:\n    colour: red\n",
        "module: Shop\nscenes:\n  CarList:\n    fields:\n      disposeBag: String\n",
    ]

    @Test(arguments: badSpecs)
    func aBadSpecIsRefusedAsGenerateRefusesIt(_ spec: String) throws {
        let generate = try TemporaryFolder("graph-bad-generate")
        let graph = try TemporaryFolder("graph-bad-graph")
        try generate.write(spec, to: "scenegen.yml")
        try graph.write(spec, to: "scenegen.yml")
        let generated = try generate.scenegen("generate")
        let graphed = try graph.scenegen("graph", "--format", "svg")
        #expect(generated.status == 1, "\(generated.transcript)")
        #expect(graphed.status == generated.status)
        #expect(graphed.stderr == generated.stderr)
        #expect(graphed.stderr.contains("scenegen.yml:"), "no position: \(graphed.stderr)")
        #expect(graphed.stdout.isEmpty)
        #expect(graph.files(includingHidden: true) == ["scenegen.yml"])
    }

    @Test func theREADMEShowsTheCommandsMermaidOutput() throws {
        let readme = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "scenegen graph --spec Examples/carshop.scenegen.yml"
        #expect(readme.contains("```sh\n\(command)\n```"), "README does not show `\(command)`")
        let start = try #require(readme.range(of: "```mermaid\n"), "README has no mermaid block")
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        #expect(String(readme[start.upperBound..<end.lowerBound]) == (try Self.graph([])).stdout)
    }

    @Test func theDocsSVGIsCurrent() throws {
        let docs = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("docs/graph.md"), encoding: .utf8)
        #expect(
            docs.contains(
                "scenegen graph --spec Examples/carshop.scenegen.yml --format svg --services > docs/carshop-graph.svg"))
        #expect(docs.contains("![The car shop's navigation map](carshop-graph.svg)"))
        let dot = try Self.graph(["--format", "dot", "--services"]).stdout
        #expect(docs.contains("```dot\n" + dot + "```\n"), "docs/graph.md's DOT block is not what the command prints")
        let svg = try Data(contentsOf: Scenegen.repositoryRoot.appendingPathComponent("docs/carshop-graph.svg"))
        #expect(
            svg == (try Self.graph(["--format", "svg", "--services"])).stdoutData, "regenerate docs/carshop-graph.svg")
    }
}

/// The node boxes of an SVG `scenegen graph` drew, read with an XML parser, so
/// reading it at all proves the document well-formed.
struct SVGBoxes {
    struct Box: CustomStringConvertible {
        var x, y, width, height: Double
        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
        var description: String { "(\(x), \(y), \(width)×\(height))" }
    }

    var root = ""
    var width = 0.0
    var height = 0.0
    var rects: [Box] = []

    static func parse(_ data: Data) throws -> SVGBoxes {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw TestFailure(
                "the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)"
            )
        }
        return delegate.boxes
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var boxes = SVGBoxes()

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            func number(_ key: String) -> Double { Double(attributes[key] ?? "") ?? -1 }
            if boxes.root.isEmpty {
                boxes.root = name
                boxes.width = number("width")
                boxes.height = number("height")
            }
            if name == "rect", attributes["class"]?.split(separator: " ").contains("node") == true {
                boxes.rects.append(
                    Box(x: number("x"), y: number("y"), width: number("width"), height: number("height")))
            }
        }
    }
}
