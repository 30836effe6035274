import Foundation
import ScenegenCore
import Testing

@Suite("Reading source files")
struct SourceFileReadingTests {
    let folder = NSTemporaryDirectory() + "scenegen-read-\(UUID().uuidString)"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func message(reading name: String) -> String? {
        do {
            _ = try SourceFile.read(folder + "/" + name, shownAs: name)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsUTF8Text() throws {
        try "a: 1\n".write(toFile: folder + "/a.yml", atomically: true, encoding: .utf8)
        let file = try SourceFile.read(folder + "/a.yml", shownAs: "a.yml")
        #expect(file.path == "a.yml")
        #expect(file.text == "a: 1\n")
    }

    @Test func missingFolderNotUTF8() throws {
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: folder + "/bin.yml"))
        #expect(message(reading: "nope.yml") == "error: no such file `nope.yml`")
        #expect(message(reading: "dir") == "error: `dir` is a folder, not a file")
        #expect(
            message(reading: "bin.yml")
                == "bin.yml:1:1: error: `bin.yml` is not UTF-8 text: this byte is not valid UTF-8; save the file as UTF-8"
        )
        try Data("ok: 1\nname: caf".utf8 + [0xE9] + Data(" x\n".utf8)).write(
            to: URL(fileURLWithPath: folder + "/latin1.yml"))
        #expect(
            message(reading: "latin1.yml")?.hasPrefix("latin1.yml:2:10: error: `latin1.yml` is not UTF-8 text") == true)
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let handle = FileManager.default.createFile(atPath: folder + "/big.yml", contents: nil)
        #expect(handle)
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/big.yml"))
        try file.truncate(atOffset: UInt64(SourceFile.maximumSize + 1))
        try file.close()
        #expect(message(reading: "big.yml") == "error: `big.yml` is 16.1 MB; scenegen reads files of at most 16.0 MB")
    }

    @Test func aTenMegabyteFileIsRead() throws {
        let text = String(repeating: "# a comment line of a large spec\n", count: 10 * 1024 * 1024 / 33)
        try text.write(toFile: folder + "/ten.yml", atomically: true, encoding: .utf8)
        #expect(try SourceFile.read(folder + "/ten.yml", shownAs: "ten.yml").text.utf8.count > 10_000_000)
    }
}
