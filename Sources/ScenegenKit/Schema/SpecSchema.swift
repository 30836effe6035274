import ScenegenCore
import ScenegenSpec

/// The JSON Schema (draft 2020-12) of scenegen.yml under one flavor: every
/// key the decoder takes, with the text docs/spec.md gives it
/// (`SpecReference`), the shorthand forms it accepts, the name rules the
/// validator applies (case, reserved names, the flavor's own) and the
/// flavor's options at each level, with their values and defaults.
/// `scenegen schema` prints it; `scenegen init` writes it beside the spec for
/// editors (yaml-language-server). Rules that need the whole spec (a route to
/// a scene that exists, a name used twice) stay `scenegen validate`'s.
public enum SpecSchema {
    /// The dialect the schema is written in.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"
    /// The file `scenegen init` writes it to, beside the spec.
    public static let fileName = StarterSpec.schemaFileName

    /// The schema for `flavor`, as pretty-printed JSON ending in a newline.
    public static func text(for flavor: Flavor) -> String {
        JSONWriter.write(document(for: flavor), pretty: true) + "\n"
    }

    /// The schema for `flavor`.
    public static func document(for flavor: Flavor) -> JSONValue {
        SpecSchemaBuilder(flavor: flavor.name, rules: flavor.manifest.rules).document
    }
}
