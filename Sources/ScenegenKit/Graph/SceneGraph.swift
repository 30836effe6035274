import ScenegenSpec

/// The navigation map of a spec: a node per scene (its name and inputs), an
/// edge per route (labelled with what the target takes), and optionally the
/// services the scenes use. Built from the spec alone, so every writer draws
/// the same graph; nodes and edges are in the spec's order.
public struct SceneGraph: Hashable, Sendable {
    /// What a node stands for.
    public enum NodeKind: Hashable, Sendable {
        /// A scene of the spec.
        case scene
        /// A route's target that is not a scene of the spec (only in a spec that was not validated).
        case missingScene
        /// A service of the spec that a shown scene uses.
        case service
    }

    /// A box of the map.
    public struct Node: Hashable, Sendable {
        /// An identifier safe in Mermaid, DOT and XML: letters, digits and `_`, unique in the graph.
        public var id: String
        /// The scene's or service's name.
        public var name: String
        /// The lines under the name: a scene's inputs, `carID: String`.
        public var details: [String]
        /// What it stands for.
        public var kind: NodeKind
    }

    /// What an edge stands for.
    public enum EdgeKind: Hashable, Sendable {
        /// A route of a scene to another (or to itself).
        case route
        /// A scene's use of a service.
        case uses
    }

    /// An arrow of the map, between two nodes by index into `nodes`.
    public struct Edge: Hashable, Sendable {
        /// The index of the node it leaves.
        public var from: Int
        /// The index of the node it points at.
        public var to: Int
        /// What it carries: for a route, the target's input names (`carID`), empty when it takes none.
        public var label: String
        /// What it stands for.
        public var kind: EdgeKind
    }

    /// The spec's module: the graph's name.
    public var name: String
    /// The nodes: scenes in the spec's order, then missing targets, then services.
    public var nodes: [Node]
    /// The edges: every shown scene's routes in order, then its uses.
    public var edges: [Edge]

    /// The map of `spec`. With `services`, the services the scenes use are nodes
    /// too, with a `uses` edge from each scene that uses them. With `only`, the
    /// graph holds those scenes and the scenes they route to or are routed from
    /// (their direct neighbours), the routes that touch one of them, and, with
    /// `services`, the services of those scenes alone.
    public init(spec: Spec, services: Bool = false, only: Set<String>? = nil) {
        name = spec.module
        let known = Set(spec.scenes.map(\.name))
        var shown: Set<String>
        if let only {
            shown = only
            for scene in spec.scenes {
                for route in scene.routes {
                    if only.contains(scene.name) { shown.insert(route.scene) }
                    if only.contains(route.scene) { shown.insert(scene.name) }
                }
            }
        } else {
            shown = known
            for scene in spec.scenes { shown.formUnion(scene.routes.map(\.scene)) }
        }
        let central = only ?? shown

        var nodes: [Node] = []
        var index: [String: Int] = [:]
        // (A name given twice, in a spec not validated, is drawn once.)
        for scene in spec.scenes where shown.contains(scene.name) && index[scene.name] == nil {
            index[scene.name] = nodes.count
            nodes.append(
                Node(
                    id: "scene_" + Self.identifier(scene.name), name: scene.name,
                    details: scene.inputs.map { "\($0.name): \($0.type.canonical)" }, kind: .scene))
        }
        for scene in spec.scenes where shown.contains(scene.name) {
            for route in scene.routes where index[route.scene] == nil && !known.contains(route.scene) {
                index[route.scene] = nodes.count
                nodes.append(
                    Node(
                        id: "scene_" + Self.identifier(route.scene), name: route.scene, details: [],
                        kind: .missingScene))
            }
        }
        var serviceIndex: [String: Int] = [:]
        if services {
            let used = Set(spec.scenes.filter { central.contains($0.name) }.flatMap { $0.uses.map(\.service) })
            var names = spec.services.map(\.name).filter(used.contains)
            // A use of a service the spec does not declare (an unvalidated spec) is drawn too, after the rest.
            for scene in spec.scenes where central.contains(scene.name) {
                for use in scene.uses where !names.contains(use.service) { names.append(use.service) }
            }
            for service in names {
                serviceIndex[service] = nodes.count
                nodes.append(
                    Node(id: "service_" + Self.identifier(service), name: service, details: [], kind: .service))
            }
        }

        let inputs = Dictionary(spec.scenes.map { ($0.name, $0.inputs) }, uniquingKeysWith: { first, _ in first })
        var edges: [Edge] = []
        for scene in spec.scenes {
            guard let from = index[scene.name] else { continue }
            for route in scene.routes {
                guard let to = index[route.scene],
                    only == nil || central.contains(scene.name)
                        || central.contains(route.scene)
                else { continue }
                let label = inputs[route.scene]?.map(\.name).joined(separator: ", ") ?? ""
                edges.append(Edge(from: from, to: to, label: label, kind: .route))
            }
        }
        for scene in spec.scenes where central.contains(scene.name) {
            guard let from = index[scene.name] else { continue }
            for use in scene.uses {
                guard let to = serviceIndex[use.service] else { continue }
                edges.append(Edge(from: from, to: to, label: "uses", kind: .uses))
            }
        }
        self.nodes = nodes
        self.edges = edges
    }

    /// `name` as an identifier of ASCII letters, digits and `_`, one to one:
    /// `_` is written `__`, and any other character `_u<hex>_`.
    static func identifier(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9": result.unicodeScalars.append(scalar)
            case "_": result += "__"
            default: result += "_u" + String(scalar.value, radix: 16, uppercase: true) + "_"
            }
        }
        return result
    }
}
