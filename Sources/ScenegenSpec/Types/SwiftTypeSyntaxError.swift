/// Why a type string is not a type scenegen accepts, and where in the string.
public struct SwiftTypeSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, and how to fix it when that is known.
    public var message: String
    /// The 0-based offset in Unicode scalars, within the type string, of the problem.
    public var offset: Int
    /// How many Unicode scalars the problem covers (at least 1, unless the string is empty).
    public var length: Int

    /// Creates an error.
    public init(_ message: String, offset: Int, length: Int = 1) {
        self.message = message
        self.offset = offset
        self.length = length
    }

    /// `offset: message`.
    public var description: String { "\(offset): \(message)" }
}
