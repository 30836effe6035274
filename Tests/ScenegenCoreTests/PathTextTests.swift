import ScenegenCore
import Testing

/// Path helpers that run on what users type; Foundation's NSString versions trap
/// on Linux for one-character relative paths such as `a` and `b/`.
@Suite("Path text")
struct PathTextTests {
    @Test(arguments: [
        ("a/b/scenegen.yml", "scenegen.yml"), ("a", "a"), ("b/", "b"), ("a/b/", "b"), ("/", "/"), ("", ""),
        ("/x", "x"),
    ])
    func lastComponent(path: String, expected: String) {
        #expect(PathText.lastComponent(of: path) == expected)
    }

    @Test(arguments: [("a/b/scenegen.yml", "a/b"), ("a", "."), ("/a", "/"), ("/a/b", "/a"), ("b/c", "b")])
    func directory(path: String, expected: String) {
        #expect(PathText.directory(of: path) == expected)
    }

    @Test(arguments: [
        ("a/./b//c", "a/b/c"), ("a/../b", "b"), ("../a", "../a"), ("/a/../../b", "/b"), ("", "."), ("a/..", "."),
    ])
    func normalize(path: String, expected: String) {
        #expect(PathText.normalize(path) == expected)
    }

    @Test func join() {
        #expect(PathText.join("/p", "a/b") == "/p/a/b")
        #expect(PathText.join("/p", "/abs") == "/abs")
        #expect(PathText.join(".", "a") == "a")
    }
}
