/// How the text around tags is trimmed: one of Stencil's behaviours, or
/// scenegen's line trimming (a line holding only tags leaves no line).
public enum TemplateTrimMode: Hashable, Sendable {
    /// Stencil 0.15's trim behaviour (`.nothing` is Stencil's default).
    case stencil(StencilTrimBehaviour)
    /// scenegen's line trimming (`--trim-blocks`, the built-in flavors).
    case lines

    /// Reads a mode as `render --trim` and a flavor manifest's `trim` write it: `nothing`, `smart`,
    /// `all`, `lines`, or `LEADING/TRAILING` with each side one of `nothing`, `whitespace`,
    /// `whitespaceAndOneNewLine`, `whitespaceAndNewLines`; nil for anything else.
    public init?(name: String) {
        switch name {
        case "nothing": self = .stencil(.nothing)
        case "smart": self = .stencil(.smart)
        case "all": self = .stencil(.all)
        case "lines": self = .lines
        default:
            let sides = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard sides.count == 2, let leading = StencilTrimBehaviour.Trim(rawValue: sides[0]),
                let trailing = StencilTrimBehaviour.Trim(rawValue: sides[1])
            else { return nil }
            self = .stencil(StencilTrimBehaviour(leading: leading, trailing: trailing))
        }
    }

    /// The names `init(name:)` reads, for messages.
    public static let nameSummary =
        "`nothing`, `smart`, `all`, `lines`, or `LEADING/TRAILING` from `nothing`, `whitespace`, "
        + "`whitespaceAndOneNewLine`, `whitespaceAndNewLines`"
}
