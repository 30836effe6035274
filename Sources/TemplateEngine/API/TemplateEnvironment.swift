import Foundation
import ScenegenCore

/// Where templates come from and how they behave: a loader, options and
/// filters. Parses each template once and keeps it, so rendering many
/// contexts (or including one template many times) parses nothing again.
public final class TemplateEnvironment: @unchecked Sendable {
    /// Finds templates by name for `template(named:)`, `include` and `extends`.
    public let loader: any TemplateLoader
    /// Trimming and strictness.
    public let options: TemplateOptions
    /// The filters templates may use; fixed once the environment exists.
    public let filters: TemplateFilterRegistry

    private let lock = NSLock()
    private var cache: [String: ParsedTemplate] = [:]
    private var sources: [String: SourceFile] = [:]

    /// Creates an environment. Templates that include nothing need no loader.
    public init(
        loader: any TemplateLoader = DictionaryTemplateLoader(templates: [:]),
        options: TemplateOptions = TemplateOptions(),
        filters: TemplateFilterRegistry = .builtIn
    ) {
        self.loader = loader
        self.options = options
        self.filters = filters
    }

    /// The template called `name`, parsed (once) from the loader.
    public func template(named name: String) throws(TemplateError) -> Template {
        Template(body: try body(named: name, at: nil), environment: self)
    }

    /// A template parsed from `source` (not cached: the caller keeps it).
    public func template(source: SourceFile) throws(TemplateError) -> Template {
        Template(body: try parse(source), environment: self)
    }

    /// Every source this environment has read, so a caller can show excerpts of errors in them.
    public var loadedSources: [SourceFile] {
        lock.lock()
        defer { lock.unlock() }
        return Array(sources.values)
    }

    /// Parses `source` into a template body.
    func parse(_ source: SourceFile) throws(TemplateError) -> ParsedTemplate {
        remember(source)
        let text = TemplateSource(source)
        var parser = try TemplateParser(
            source: text, filters: filters, trimBlocks: options.trimBlocks, stencilTrim: options.stencilTrim)
        parser.marksPositions = options.recordsLineMap
        return ParsedTemplate(file: source, nodes: try parser.parse(), texts: text.texts)
    }

    private func remember(_ source: SourceFile) {
        lock.lock()
        sources[source.path] = source
        lock.unlock()
    }

    /// The parsed template called `name`; `tag` is the tag asking for it, for the "not found" error.
    func body(named name: String, at tag: TemplateSpan?) throws(TemplateError) -> ParsedTemplate {
        lock.lock()
        let cached = cache[name]
        lock.unlock()
        if let cached { return cached }
        let span = tag?.sourceSpan
        let file: SourceFile?
        do {
            file = try loader.loadTemplate(named: name)
        } catch let error as TemplateError {
            throw TemplateError(error.message, at: error.span ?? span)
        } catch {
            throw TemplateError("cannot load template `\(name)`: \(error)", at: span)
        }
        guard let file else {
            var message = "no template named `\(name)`"
            let place = loader.searchDescription
            if !place.isEmpty { message += " in \(place)" }
            if let suggestion = NameSuggestion.closest(to: name, among: loader.availableTemplateNames()) {
                message += "; did you mean `\(suggestion)`?"
            }
            throw TemplateError(message, at: span)
        }
        let parsed = try parse(file)
        lock.lock()
        defer { lock.unlock() }
        // Renders on other threads may have parsed it meanwhile: the first one cached is kept
        // and served to all, never replaced (text nodes point into its arena, so it must live).
        if let first = cache[name] { return first }
        cache[name] = parsed
        return parsed
    }
}

/// A template's parsed nodes and its source; what the environment caches.
final class ParsedTemplate: Sendable {
    let file: SourceFile
    nonisolated(unsafe) let nodes: [TemplateNode]
    /// The bytes the text nodes are runs of: kept as long as the nodes are.
    let texts: TemplateTextArena

    init(file: SourceFile, nodes: [TemplateNode], texts: TemplateTextArena) {
        self.file = file
        self.nodes = nodes
        self.texts = texts
    }
}
