/// A text with markers (`1️⃣`, `2️⃣`... `9️⃣`) where diagnostics must point, as
/// swift-format's tests write them: the markers are removed and their
/// line:column remembered (1-based; columns count Unicode scalars).
public struct MarkedText: Sendable {
    /// Where a marker stood in the text without markers.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line.
        public var line: Int
        /// The 1-based column, in Unicode scalars.
        public var column: Int

        /// The position at `line`, `column`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line:column`, as diagnostics print positions.
        public var description: String { "\(line):\(column)" }
    }

    /// The markers, in order.
    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers.
    public let text: String
    /// Where each marker was, by marker (the first place of a marker written twice).
    public let positions: [String: Position]

    /// Removes the markers of `marked` and remembers where they were.
    public init(_ marked: String) {
        var text = ""
        var positions: [String: Position] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let character = rest.first {
            for marker in MarkedText.markers where rest.hasPrefix(marker) {
                if positions[marker] == nil { positions[marker] = Position(line: line, column: column) }
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.positions = positions
    }

    /// Where `1️⃣` was, for texts with one marker.
    public var position: Position? { positions["1️⃣"] }
}
