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

    /// Every path of up to seven characters from `a`, `.` and `/`: the tidy ones come back
    /// unchanged (the quick path) and the others as the component rules below make them.
    @Test func normalizeAgreesWithTheComponentRulesOnEveryShortPath() {
        func byRules(_ path: String) -> String {
            let absolute = path.hasPrefix("/")
            var parts: [String] = []
            for part in path.split(separator: "/").map(String.init) where part != "." {
                if part == "..", let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if part != ".." || !absolute {
                    parts.append(part)
                }
            }
            let joined = parts.joined(separator: "/")
            return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
        }
        var paths = [""]
        var checked = 0
        for _ in 1...7 {
            paths = paths.flatMap { [$0 + "a", $0 + ".", $0 + "/"] }
            for path in paths {
                #expect(PathText.normalize(path) == byRules(path), "\(path)")
                checked += 1
            }
        }
        #expect(checked == 3279)
        #expect(PathText.components("a//b/\u{301}c/") == ["a", "b", "\u{301}c"])
    }

    @Test func join() {
        #expect(PathText.join("/p", "a/b") == "/p/a/b")
        #expect(PathText.join("/p", "/abs") == "/abs")
        #expect(PathText.join(".", "a") == "a")
    }
}
