import ScenegenCore
import ScenegenSpec

/// Which scene a file the spec no longer makes was made for: the lock does not
/// record it, so it is found by asking the flavor what a scene of that name
/// would write. `generate` names it in the note about a kept file, and `destroy`
/// of a scene no longer in the spec finds its files.
extension ProjectGenerator {
    /// The paths of the scene files a scene named `name`, with nothing in it,
    /// would get in this project (none when it cannot be rendered).
    public func paths(ofScene name: String) -> Set<String> {
        var probe = spec
        probe.scenes.append(SceneSpec(name: name))
        guard let made = try? generator.files(for: probe, specName: specName, only: [name]),
            let shared = try? generator.files(for: spec, specName: specName, only: [])
        else { return [] }
        return Set(made.map(\.path)).subtracting(shared.map(\.path))
    }

    /// The scene each of `paths` was made for, where a name taken from the path
    /// (a folder, or the start of the file's name) would write exactly it.
    public func scenes(owning paths: [String]) -> [String: String] {
        var owners: [String: String] = [:]
        var tried = Set(spec.scenes.map(\.name))
        for path in paths where owners[path] == nil {
            for name in Self.sceneNameCandidates(in: path) where tried.insert(name).inserted {
                let made = self.paths(ofScene: name)
                for other in paths where owners[other] == nil && made.contains(other) { owners[other] = name }
                if owners[path] != nil { break }
            }
        }
        return owners
    }

    /// Type names in `path`: its folders, deepest first, then the starts of its
    /// file's name at each capital (`CarDetailsViewModel` gives `CarDetails`…).
    static func sceneNameCandidates(in path: String) -> [String] {
        let parts = path.split(separator: "/").map(String.init)
        var names = Array(parts.dropLast().reversed())
        if let file = parts.last, let stem = file.split(separator: ".").first.map(String.init) {
            var prefix = ""
            for character in stem {
                if character.isUppercase, !prefix.isEmpty { names.append(prefix) }
                prefix.append(character)
            }
            names.append(prefix)
        }
        return names.filter { name in
            guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
            return name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
            }
        }
    }
}
