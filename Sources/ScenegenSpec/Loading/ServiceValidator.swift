import ScenegenCore

/// Checks the spec's `services:` and each scene's `uses:` (docs/spec.md):
/// service and method names, parameter labels, types nobody declares
/// (notes), uses of services the spec does not declare, services no scene
/// uses (notes), and the members a scene that uses services gets.
struct ServiceValidator {
    /// The reactive types a signature may return besides the standard ones.
    static let reactiveTypes = SpecNames.reactiveTypes
    /// The project-wide value that holds one instance of each service.
    static let dependenciesName = SpecNames.dependenciesTypeName
    /// Outputs every scene that uses services gets.
    static let serviceOutputNames = ["isLoading", "errorMessage"]

    private let spec: Spec
    private var diagnostics: [Diagnostic] = []
    private var notedTypes: Set<String>
    private var budget = NameSuggester.stepBudget

    /// Every problem of the spec's services and uses, in the order found.
    /// `notedTypes` are the type names the spec's other checks noted already.
    static func validate(_ spec: Spec) -> [Diagnostic] {
        var validator = ServiceValidator(spec: spec)
        validator.run()
        return validator.diagnostics
    }

    private init(spec: Spec) {
        self.spec = spec
        notedTypes = []
    }

    private mutating func run() {
        let models = Set(spec.models.map(\.name))
        let scenes = Set(spec.scenes.map(\.name))
        for service in spec.services.prefix(SpecLimits.models) {
            check(service, models: models, scenes: scenes)
        }
        let serviceNames = spec.services.map(\.name)
        var used: Set<String> = []
        for scene in spec.scenes.prefix(SpecLimits.scenes) {
            var seen: [String: SourceSpan?] = [:]
            for use in scene.uses {
                if let first = seen[use.service] {
                    error(
                        "`\(use.service)` is listed twice in the `uses` of scene `\(scene.name)`", at: use.span,
                        note: ("first listed here", first))
                    continue
                }
                seen[use.service] = use.span
                used.insert(use.service)
                guard !serviceNames.contains(use.service) else { continue }
                var message = "scene `\(scene.name)` uses `\(use.service)`, which is not a service of the spec"
                if let suggestion = NameSuggester(serviceNames).closest(to: use.service, budget: &budget) {
                    message += "; did you mean `\(suggestion)`?"
                } else {
                    message += "; declare it under `services:`"
                }
                error(message, at: use.span)
            }
            if !scene.uses.isEmpty {
                for member in scene.fields.map({ ($0.name, "field", $0.nameSpan) })
                    + scene.actions.map({ ($0.name, "action", $0.nameSpan) })
                where Self.serviceOutputNames.contains(member.0) {
                    error(
                        "`\(member.0)` cannot be \(member.1 == "field" ? "a field" : "an action") name in scene `\(scene.name)`: a scene that uses services gets an `\(member.0)` output of its own; choose another name",
                        at: member.2)
                }
            }
            for input in scene.inputs where input.name == SpecNames.dependenciesLabel {
                error(
                    "`dependencies` cannot be an input name: every Builder takes the `\(Self.dependenciesName)` value under that label; choose another name",
                    at: input.nameSpan)
            }
        }
        for service in spec.services where !used.contains(service.name) && !service.name.isEmpty {
            diagnostics.append(
                .note(
                    "no scene uses service `\(service.name)`; add it to a scene's `uses:` or remove it",
                    at: service.nameSpan))
        }
    }

    private mutating func check(_ service: ServiceSpec, models: Set<String>, scenes: Set<String>) {
        let name = service.name
        if !SwiftIdentifier.isUpperCamelCase(name) || SwiftIdentifier.isKeyword(name) {
            let fix = SwiftIdentifier.upperCamelCase(name)
            error(
                "service name `\(name)` must be an UpperCamelCase Swift identifier"
                    + (SwiftIdentifier.isUpperCamelCase(fix) && fix != name ? "; did you mean `\(fix)`?" : ""),
                at: service.nameSpan)
        } else if let reason = SpecNames.reservedTypeNames[name] {
            error("`\(name)` cannot be a service name: \(reason); choose another name", at: service.nameSpan)
        } else if KnownTypes.contains(name) || Self.reactiveTypes.contains(name) {
            error("service `\(name)` would hide the type `\(name)`; choose another name", at: service.nameSpan)
        } else if models.contains(name) || scenes.contains(name) {
            error(
                "service `\(name)` has the name of a \(models.contains(name) ? "model" : "scene") of the spec; rename one of them",
                at: service.nameSpan)
        } else if name == Self.dependenciesName || name.hasPrefix(SpecNames.mockPrefix) {
            error(
                "`\(name)` cannot be a service name: scenegen generates `\(Self.dependenciesName)` and a `Mock<Service>` for each service; choose another name",
                at: service.nameSpan)
        }
        for method in service.methods {
            check(method, of: service)
        }
    }

    private mutating func check(_ method: ServiceMethodSpec, of service: ServiceSpec) {
        if !SwiftIdentifier.isLowerCamelCase(method.name) || SpecNames.reservedMemberNames[method.name] != nil {
            let fix = SwiftIdentifier.lowerCamelCase(method.name)
            error(
                "method name `\(method.name)` of service `\(service.name)` must be a lowerCamelCase Swift identifier"
                    + (SwiftIdentifier.isLowerCamelCase(fix) && fix != method.name ? "; did you mean `\(fix)`?" : ""),
                at: method.nameSpan)
        }
        var labels: Set<String> = []
        for parameter in method.parameters {
            if !labels.insert(parameter.label).inserted {
                error(
                    "parameter `\(parameter.label)` appears twice in method `\(method.name)` of service `\(service.name)`",
                    at: method.signatureSpan)
            }
            if SpecNames.reservedMemberNames[parameter.label] != nil {
                error(
                    "`\(parameter.label)` cannot be a parameter label of method `\(method.name)`; choose another name",
                    at: method.signatureSpan)
            }
            checkTypeNames(parameter.type, at: method.signatureSpan)
        }
        checkTypeNames(method.returnType, at: method.signatureSpan)
    }

    /// Notes each name a signature uses that is neither standard, reactive nor a model (once per name).
    private mutating func checkTypeNames(_ type: SwiftType, at span: SourceSpan?) {
        let models = Set(spec.models.map(\.name))
        for name in type.referencedNames
        where !KnownTypes.contains(name) && !Self.reactiveTypes.contains(name) && !models.contains(name)
            && name != "Void"
        {
            guard notedTypes.insert(name).inserted else { continue }
            diagnostics.append(
                .note(
                    "`\(name)` is neither a standard library, Foundation or reactive type nor a model of the spec: module `\(spec.module)` must declare it",
                    at: span))
        }
    }

    private mutating func error(_ message: String, at span: SourceSpan?, note: (String, SourceSpan?)? = nil) {
        var notes: [Diagnostic] = []
        if let note { notes.append(.note(note.0, at: note.1)) }
        diagnostics.append(.error(message, at: span, notes: notes))
    }
}
