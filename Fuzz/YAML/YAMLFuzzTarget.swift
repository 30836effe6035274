import ScenegenCore
import YAMLLite

/// libFuzzer entry point: parses the input as a YAML-lite document, then
/// converts the tree to JSON as `scenegen dump --raw` does. Any input must
/// either parse or throw a `YAMLError` pointing into the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // -1 keeps non-UTF-8 inputs out of the corpus: the CLI refuses them before parsing.
    guard let text = FuzzInput.text(data, size) else { return -1 }
    let file = SourceFile(path: "fuzz.yml", text: text)
    do {
        if let root = try YAMLParser.parse(file) {
            _ = JSONWriter.write(root.jsonValue)
            _ = JSONWriter.write(root.jsonValueWithSpans, pretty: false)
        }
    } catch {
        FuzzInput.report(error.diagnostics, in: file)
    }
    return 0
}
