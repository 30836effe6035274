/// A layered (Sugiyama-style) drawing of a directed graph with boxes of given
/// sizes, top to bottom, in whole pixels:
///
/// 1. the edges that close a cycle (found by a depth-first search from the
///    nodes nothing points at) are reversed, for the layering only;
/// 2. each node's layer is its longest path from those roots;
/// 3. an edge spanning several layers gets a slot in each layer between, so it
///    passes between the boxes, never through one;
/// 4. the order within each layer follows barycenter sweeps, down and up,
///    keeping the order with the fewest crossings;
/// 5. each box is moved toward its neighbours, keeping its layer's order and a
///    gap on both sides (a narrower one beside an edge's slot), so no two
///    boxes overlap.
///
/// The same sizes and edges always give the same layout.
public struct LayeredLayout: Hashable, Sendable {
    /// A box's size.
    public struct Size: Hashable, Sendable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// A point.
    public struct Point: Hashable, Sendable {
        public var x: Int
        public var y: Int

        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }

    /// A box placed: its top-left corner and size.
    public struct Rect: Hashable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        /// Whether the two boxes share any point.
        public func intersects(_ other: Rect) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height
                && other.y < y + height
        }
    }

    /// How one edge is drawn.
    public struct Route: Hashable, Sendable {
        /// From the edge's source to its target, an even number of points: from
        /// the first, segments alternate between a straight line down or up a
        /// layer's row (0 to 1, 2 to 3, …) and a vertical S-curve across the gap
        /// between two rows (1 to 2, …). A loop (an edge from a node to itself)
        /// is instead the four points of one cubic curve, on the box's right.
        public var points: [Point]
        /// Whether `points` is a loop.
        public var isLoop: Bool
        /// Where its label goes: in the gap next to its source, or beside a loop.
        public var labelPosition: Point
    }

    /// The horizontal gap between two boxes of a layer.
    public static let horizontalGap = 32
    /// The gap between an edge's slot and a box, and between two slots.
    static let slotGap = 12
    static let slotToSlotGap = 6
    /// The vertical gap between two layers, where the edge labels go.
    public static let verticalGap = 64
    /// The space around the drawing.
    public static let margin = 16
    /// The width of an edge's slot in a layer it passes through.
    static let slotWidth = 8
    /// The room a loop takes on the right of its box.
    static let loopWidth = 40

    /// The boxes, in the order of the sizes given.
    public private(set) var nodes: [Rect] = []
    /// The edges, in the order given.
    public private(set) var routes: [Route] = []
    /// Each node's layer, 0 at the top.
    public private(set) var layers: [Int] = []
    /// The drawing's size, margins included.
    public private(set) var width = 0
    public private(set) var height = 0

    /// Lays out nodes of `sizes` joined by `edges` (indices into `sizes`).
    /// `labelWidths` (by edge, optional) makes room for the label of a loop,
    /// which goes on the right of its box, inside the drawing.
    public init(sizes: [Size], edges: [(from: Int, to: Int)], labelWidths: [Int] = []) {
        let count = sizes.count
        guard count > 0 else {
            width = 2 * Self.margin
            height = 2 * Self.margin
            routes = edges.map { _ in Route(points: [], isLoop: true, labelPosition: Point(x: 0, y: 0)) }
            return
        }
        let reversed = Self.backEdges(count: count, edges: edges)
        // The edges as the layering sees them: upper end first.
        let oriented = edges.enumerated().map { index, edge in
            reversed.contains(index) ? (upper: edge.to, lower: edge.from) : (upper: edge.from, lower: edge.to)
        }
        let layerOf = Self.longestPathLayers(count: count, edges: oriented.filter { $0.upper != $0.lower })
        layers = layerOf

        // Slots: the real nodes, then one per layer an edge passes through.
        var slotLayer = layerOf
        var slotWidth = sizes.map(\.width)
        var chains: [[Int]] = []
        for edge in oriented {
            guard edge.upper != edge.lower else {
                chains.append([edge.upper])
                continue
            }
            var chain = [edge.upper]
            for layer in (layerOf[edge.upper] + 1)..<layerOf[edge.lower] {
                chain.append(slotLayer.count)
                slotLayer.append(layer)
                slotWidth.append(Self.slotWidth)
            }
            chain.append(edge.lower)
            chains.append(chain)
        }
        var loopRoom: [Int: Int] = [:]
        for (index, edge) in oriented.enumerated() where edge.upper == edge.lower {
            let label = index < labelWidths.count ? labelWidths[index] : 0
            loopRoom[edge.upper] = max(loopRoom[edge.upper] ?? 0, Self.loopWidth + label)
        }
        for (node, room) in loopRoom { slotWidth[node] += room }

        let layerCount = (layerOf.max() ?? 0) + 1
        var above = Array(repeating: [Int](), count: slotLayer.count)
        var below = Array(repeating: [Int](), count: slotLayer.count)
        for chain in chains where chain.count > 1 {
            for (upper, lower) in zip(chain, chain.dropFirst()) {
                below[upper].append(lower)
                above[lower].append(upper)
            }
        }
        var order = Array(repeating: [Int](), count: layerCount)
        for slot in slotLayer.indices { order[slotLayer[slot]].append(slot) }
        order = Self.fewestCrossings(order, above: above, below: below)

        // x: the left edge of every slot, in its layer's order with the gaps kept.
        let left = Self.horizontalPositions(
            order, widths: slotWidth, nodeCount: count, above: above, below: below)
        var rowTop: [Int] = []
        var rowHeight: [Int] = []
        var y = Self.margin
        for layer in 0..<layerCount {
            let tallest = order[layer].filter { $0 < count }.map { sizes[$0].height }.max() ?? 0
            rowTop.append(y)
            rowHeight.append(tallest)
            y += tallest + Self.verticalGap
        }
        height = y - Self.verticalGap + Self.margin
        width = (slotLayer.indices.map { left[$0] + slotWidth[$0] }.max() ?? 0) + Self.margin
        nodes = sizes.indices.map { node in
            let layer = layerOf[node]
            return Rect(
                x: left[node], y: rowTop[layer] + (rowHeight[layer] - sizes[node].height) / 2,
                width: sizes[node].width, height: sizes[node].height)
        }
        routes = Self.routes(
            chains: chains, reversed: reversed, nodes: nodes, count: count, left: left, order: order,
            slotLayer: slotLayer, rowTop: rowTop, rowHeight: rowHeight)
    }

    // MARK: - Cycles and layers

    /// The edges (by index) that close a cycle in a depth-first search that starts
    /// from the nodes nothing else points at, in order, then from any node left.
    static func backEdges(count: Int, edges: [(from: Int, to: Int)]) -> Set<Int> {
        var outgoing = Array(repeating: [Int](), count: count)
        var hasIncoming = Array(repeating: false, count: count)
        for (index, edge) in edges.enumerated() where edge.from != edge.to {
            outgoing[edge.from].append(index)
            hasIncoming[edge.to] = true
        }
        var state = Array(repeating: 0, count: count)  // 0 unseen, 1 on the path, 2 done
        var reversed: Set<Int> = []
        let starts = (0..<count).filter { !hasIncoming[$0] } + (0..<count)
        for start in starts where state[start] == 0 {
            var stack = [(node: start, next: 0)]
            state[start] = 1
            while let top = stack.last {
                if top.next < outgoing[top.node].count {
                    stack[stack.count - 1].next += 1
                    let index = outgoing[top.node][top.next]
                    let target = edges[index].to
                    switch state[target] {
                    case 0:
                        state[target] = 1
                        stack.append((target, 0))
                    case 1: reversed.insert(index)
                    default: break
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                }
            }
        }
        return reversed
    }

    /// Each node's layer: the length of the longest path to it from a node nothing points at.
    static func longestPathLayers(count: Int, edges: [(upper: Int, lower: Int)]) -> [Int] {
        var outgoing = Array(repeating: [Int](), count: count)
        var incoming = Array(repeating: 0, count: count)
        for edge in edges {
            outgoing[edge.upper].append(edge.lower)
            incoming[edge.lower] += 1
        }
        var layer = Array(repeating: 0, count: count)
        var ready = (0..<count).filter { incoming[$0] == 0 }
        var next = 0
        while next < ready.count {
            let node = ready[next]
            next += 1
            for target in outgoing[node] {
                layer[target] = max(layer[target], layer[node] + 1)
                incoming[target] -= 1
                if incoming[target] == 0 { ready.append(target) }
            }
        }
        return layer
    }

    // MARK: - Order within the layers

    /// The order of each layer after barycenter sweeps: the one with the fewest
    /// crossings met (the first of equals).
    static func fewestCrossings(_ start: [[Int]], above: [[Int]], below: [[Int]]) -> [[Int]] {
        var order = start
        var best = order
        var bestCrossings = crossings(order, below: below)
        var position = positions(order, slots: above.count)
        for sweep in 0..<24 where bestCrossings > 0 {
            let down = sweep % 2 == 0
            let layerIndices = down ? Array(order.indices.dropFirst()) : Array(order.indices.dropLast().reversed())
            for layer in layerIndices {
                let keyed = order[layer].map { slot -> (slot: Int, key: Double, now: Int) in
                    let neighbours = down ? above[slot] : below[slot]
                    let key =
                        neighbours.isEmpty
                        ? Double(position[slot])
                        : Double(neighbours.map { position[$0] }.reduce(0, +)) / Double(neighbours.count)
                    return (slot, key, position[slot])
                }
                order[layer] = keyed.sorted { ($0.key, $0.now) < ($1.key, $1.now) }.map(\.slot)
                for (index, slot) in order[layer].enumerated() { position[slot] = index }
            }
            let now = crossings(order, below: below)
            if now < bestCrossings {
                best = order
                bestCrossings = now
            }
        }
        return best
    }

    /// Each slot's index within its layer.
    static func positions(_ order: [[Int]], slots: Int) -> [Int] {
        var position = Array(repeating: 0, count: slots)
        for layer in order {
            for (index, slot) in layer.enumerated() { position[slot] = index }
        }
        return position
    }

    /// How many pairs of segments between adjacent layers cross: for each pair
    /// of layers, the segments sorted by their upper end, then the inversions
    /// among their lower ends, counted with a Fenwick tree (E log V, not E²).
    static func crossings(_ order: [[Int]], below: [[Int]]) -> Int {
        let position = positions(order, slots: below.count)
        var total = 0
        for (layer, slots) in order.enumerated() where layer + 1 < order.count {
            var lowerEnds: [Int] = []
            for slot in slots {
                // Segments from one slot never cross each other: their lower ends in order.
                lowerEnds += below[slot].map { position[$0] }.sorted()
            }
            let size = order[layer + 1].count
            var tree = Array(repeating: 0, count: size + 1)
            for (seen, end) in lowerEnds.enumerated() {
                // The segments met so far whose lower end is right of this one cross it.
                var index = end + 1
                var atOrLeft = 0
                while index > 0 {
                    atOrLeft += tree[index]
                    index -= index & -index
                }
                total += seen - atOrLeft
                index = end + 1
                while index <= size {
                    tree[index] += 1
                    index += index & -index
                }
            }
        }
        return total
    }

    // MARK: - Coordinates

    /// The left edge of every slot: each layer packed with its gaps, then moved,
    /// layer by layer down and up, toward the centres of its slots' neighbours,
    /// never closer than a gap to the next slot of its layer.
    static func horizontalPositions(
        _ order: [[Int]], widths: [Int], nodeCount: Int, above: [[Int]], below: [[Int]]
    ) -> [Int] {
        /// The least gap between two neighbouring slots of a layer.
        func gap(_ left: Int, _ right: Int) -> Double {
            switch (left < nodeCount, right < nodeCount) {
            case (true, true): return Double(horizontalGap)
            case (false, false): return Double(slotToSlotGap)
            default: return Double(slotGap)
            }
        }
        var centre = Array(repeating: 0.0, count: widths.count)
        for layer in order {
            var x = 0.0
            var previous: Int?
            for slot in layer {
                if let previous { x += gap(previous, slot) }
                centre[slot] = x + Double(widths[slot]) / 2
                x += Double(widths[slot])
                previous = slot
            }
        }
        for pass in 0..<8 {
            let down = pass % 2 == 0
            let layerIndices = down ? Array(order.indices.dropFirst()) : Array(order.indices.dropLast().reversed())
            for layer in layerIndices where !order[layer].isEmpty {
                let wanted = order[layer].map { slot -> Double in
                    let neighbours = down ? above[slot] : below[slot]
                    guard !neighbours.isEmpty else { return centre[slot] }
                    return neighbours.map { centre[$0] }.reduce(0, +) / Double(neighbours.count)
                }
                var placed: [Double] = []
                for (index, slot) in order[layer].enumerated() {
                    guard let previous = placed.last else {
                        placed.append(wanted[index])
                        continue
                    }
                    let before = order[layer][index - 1]
                    let least = previous + Double(widths[before] + widths[slot]) / 2 + gap(before, slot)
                    placed.append(max(wanted[index], least))
                }
                let shift = zip(wanted, placed).map { $0 - $1 }.reduce(0, +) / Double(placed.count)
                for (index, slot) in order[layer].enumerated() { centre[slot] = placed[index] + shift }
            }
        }
        let leftmost = centre.indices.map { centre[$0] - Double(widths[$0]) / 2 }.min() ?? 0
        return centre.indices.map { slot in
            Int((centre[slot] - Double(widths[slot]) / 2 - leftmost).rounded()) + margin
        }
    }

    // MARK: - Edges

    /// The points of every edge: leaving the bottom of its upper box and entering the
    /// top of its lower one at points spread along the side in the order of where
    /// they go, straight through the rows it crosses; reversed for an edge that
    /// was turned for the layering, so each ends at its target.
    static func routes(
        chains: [[Int]], reversed: Set<Int>, nodes: [Rect], count: Int, left: [Int], order: [[Int]],
        slotLayer: [Int], rowTop: [Int], rowHeight: [Int]
    ) -> [Route] {
        func centreX(_ slot: Int) -> Int {
            slot < count ? nodes[slot].x + nodes[slot].width / 2 : left[slot] + slotWidth / 2
        }
        // The ports of each node's bottom and top, by chain: spread in the order of the other end.
        var bottomX: [Int: Int] = [:]
        var topX: [Int: Int] = [:]
        var leaving = Array(repeating: [Int](), count: count)
        var entering = Array(repeating: [Int](), count: count)
        for (index, chain) in chains.enumerated() where chain.count > 1 {
            leaving[chain[0]].append(index)
            entering[chain[chain.count - 1]].append(index)
        }
        for node in 0..<count {
            let box = nodes[node]
            let down = leaving[node].sorted { (centreX(chains[$0][1]), $0) < (centreX(chains[$1][1]), $1) }
            for (rank, chain) in down.enumerated() {
                bottomX[chain] = box.x + box.width * (rank + 1) / (down.count + 1)
            }
            let up = entering[node].sorted {
                (centreX(chains[$0][chains[$0].count - 2]), $0) < (centreX(chains[$1][chains[$1].count - 2]), $1)
            }
            for (rank, chain) in up.enumerated() {
                topX[chain] = box.x + box.width * (rank + 1) / (up.count + 1)
            }
        }
        return chains.enumerated().map { index, chain in
            guard chain.count > 1 else {
                let box = nodes[chain[0]]
                let right = box.x + box.width
                let middle = box.y + box.height / 2
                let points = [
                    Point(x: right, y: middle - 6), Point(x: right + loopWidth - 8, y: middle - 24),
                    Point(x: right + loopWidth - 8, y: middle + 24), Point(x: right, y: middle + 6),
                ]
                return Route(points: points, isLoop: true, labelPosition: Point(x: right + loopWidth - 4, y: middle))
            }
            let first = nodes[chain[0]]
            let last = nodes[chain[chain.count - 1]]
            let firstX = bottomX[index] ?? centreX(chain[0])
            let lastX = topX[index] ?? centreX(chain[chain.count - 1])
            let firstLayer = slotLayer[chain[0]]
            var points = [
                Point(x: firstX, y: first.y + first.height),
                Point(x: firstX, y: rowTop[firstLayer] + rowHeight[firstLayer]),
            ]
            for slot in chain.dropFirst().dropLast() {
                let layer = slotLayer[slot]
                points.append(Point(x: centreX(slot), y: rowTop[layer]))
                points.append(Point(x: centreX(slot), y: rowTop[layer] + rowHeight[layer]))
            }
            points.append(Point(x: lastX, y: rowTop[slotLayer[chain[chain.count - 1]]]))
            points.append(Point(x: lastX, y: last.y))
            if reversed.contains(index) { points.reverse() }
            // The middle of the first gap the edge crosses from its source.
            let label = Point(x: (points[1].x + points[2].x) / 2, y: (points[1].y + points[2].y) / 2)
            return Route(points: points, isLoop: false, labelPosition: label)
        }
    }
}
