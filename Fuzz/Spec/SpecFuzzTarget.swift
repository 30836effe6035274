import ScenegenCore
import ScenegenSpec

/// libFuzzer entry point: loads the input as a scenegen.yml (YAML, decoding,
/// validation) and prints it as `scenegen dump` does, then parses the input
/// as a Swift type, checking that a parsed type reads back from its
/// canonical spelling unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // -1 keeps non-UTF-8 inputs out of the corpus: the CLI refuses them before parsing.
    guard let text = FuzzInput.text(data, size) else { return -1 }
    let file = SourceFile(path: "scenegen.yml", text: text)
    do {
        let loaded = try SpecLoader.load(file, directory: "/fuzz")
        _ = JSONWriter.write(loaded.spec.jsonValue)
        FuzzInput.report(loaded.diagnostics, in: file)
    } catch {
        FuzzInput.report(error.diagnostics, in: file)
    }
    fuzzType(text)
    return 0
}

/// Parses `text` as a Swift type; a type must survive a round trip through
/// its canonical spelling, and an error must point into `text`.
private func fuzzType(_ text: String) {
    do {
        let type = try SwiftTypeParser.parse(text)
        let again = try? SwiftTypeParser.parse(type.canonical)
        precondition(
            again == type, "`\(text)` reads as `\(type.canonical)`, which reads back as \(String(describing: again))")
    } catch {
        let count = text.unicodeScalars.count
        precondition(
            error.offset >= 0 && error.offset <= count && error.length >= 0, "error outside the type: \(error)")
    }
}
