/// The bytes of a text node: where they lie in their template's
/// `TemplateTextArena`, and how many. Plain data, so rendering a text node
/// copies bytes and touches no reference count, and a parse allocates
/// nothing per text node.
///
/// The arena owns the bytes; the `ParsedTemplate` whose nodes hold runs
/// keeps its arena, so a run is read only while its bytes are alive.
struct TextRun {
    let start: UnsafePointer<UInt8>
    let count: Int

    /// The bytes, for appending to an output.
    @inline(__always)
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }
}
