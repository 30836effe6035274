// MARK: - A scene written as spec text

extension SceneSpec {
    /// The scene as lines of a spec file, the first (`Name:`) at `indent`,
    /// nested levels `step` deeper: the block `SpecEditor` adds under `scenes:`.
    /// The title is written only when it differs from the default one.
    public func yamlLines(indent: String = "  ", step: String = "  ") -> [String] {
        var body: [String] = []
        let inner = indent + step
        if !hasDefaultTitle { body.append(inner + "title: " + YAMLQuoting.scalar(title)) }
        if !uses.isEmpty {
            body.append(inner + "uses: [" + uses.map { YAMLQuoting.scalar($0.service) }.joined(separator: ", ") + "]")
        }
        for (key, properties) in [("inputs", inputs), ("fields", fields)] where !properties.isEmpty {
            body.append(inner + key + ":")
            for property in properties {
                body.append(inner + step + property.name + ": " + YAMLQuoting.scalar(property.type.canonical))
            }
        }
        if !actions.isEmpty {
            if actions.allSatisfy({ $0.payload == nil }) {
                body.append(
                    inner + "actions: [" + actions.map { YAMLQuoting.scalar($0.name) }.joined(separator: ", ") + "]")
            } else {
                body.append(inner + "actions:")
                for action in actions {
                    var item = inner + step + "- " + YAMLQuoting.scalar(action.name)
                    if let list = action.selects {
                        item += ": " + YAMLQuoting.scalar(list)
                    } else if let payload = action.payload {
                        item += ": " + YAMLQuoting.scalar(payload.canonical)
                    }
                    body.append(item)
                }
            }
        }
        if !routes.isEmpty {
            body.append(inner + "routes: [" + routes.map { YAMLQuoting.scalar($0.scene) }.joined(separator: ", ") + "]")
        }
        let head = indent + YAMLQuoting.scalar(name) + ":"
        return body.isEmpty ? [head + " {}"] : [head] + body
    }
}
