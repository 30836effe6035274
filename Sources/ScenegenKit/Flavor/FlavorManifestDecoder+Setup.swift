import ScenegenCore
import YAMLLite

extension FlavorManifestDecoder {
    static let setupKeys = ["text", "products", "start"]
    static let productKeys = ["app", "tests"]
    static let startKeys = ["where", "code", "packageOnly", "file"]

    /// `setup:`: a text, or a mapping of `text`, `products` (`app`, `tests`) and
    /// `start` (`where`, `code`, `packageOnly`); see `FlavorSetup`.
    static func decodeSetup(_ node: YAMLNode, problems: inout [Diagnostic]) -> FlavorSetup {
        var setup = FlavorSetup()
        if node.scalar != nil {
            setup.text = scalar(node, named: "setup", problems: &problems) ?? ""
            return setup
        }
        guard let pairs = node.mapping else {
            problems.append(
                .error("`setup` must be a text, or a mapping of `text`, `products` and `start`", at: node.span))
            return setup
        }
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            switch key {
            case "text":
                setup.text = scalar(pair.value, named: "setup: text", problems: &problems) ?? ""
            case "products":
                setup.products = decodeProducts(pair.value, problems: &problems)
            case "start":
                setup.start = decodeStart(pair.value, problems: &problems)
            default:
                problems.append(unknownKey(pair.key, among: setupKeys, in: "`setup`"))
            }
        }
        return setup
    }

    private static func decodeProducts(_ node: YAMLNode, problems: inout [Diagnostic]) -> FlavorSetup.Products? {
        guard let pairs = node.mapping else {
            problems.append(.error("`setup: products` must be a mapping of `app` and `tests`", at: node.span))
            return nil
        }
        var products = FlavorSetup.Products(app: [], tests: [])
        for pair in pairs {
            switch pair.key.scalar ?? "" {
            case "app": products.app = names(pair.value, named: "setup: products: app", problems: &problems)
            case "tests": products.tests = names(pair.value, named: "setup: products: tests", problems: &problems)
            default: problems.append(unknownKey(pair.key, among: productKeys, in: "`setup: products`"))
            }
        }
        return products
    }

    private static func decodeStart(_ node: YAMLNode, problems: inout [Diagnostic]) -> FlavorSetup.Start? {
        guard let pairs = node.mapping else {
            problems.append(.error("`setup: start` must be a mapping of `where` and `code`", at: node.span))
            return nil
        }
        var location: String?
        var code: String?
        var packageOnly = false
        var file: String?
        for pair in pairs {
            switch pair.key.scalar ?? "" {
            case "where": location = scalar(pair.value, named: "setup: start: where", problems: &problems)
            case "code": code = scalar(pair.value, named: "setup: start: code", problems: &problems)
            case "file": file = scalar(pair.value, named: "setup: start: file", problems: &problems)
            case "packageOnly":
                packageOnly = boolean(pair.value, named: "setup: start: packageOnly", problems: &problems) ?? false
            default: problems.append(unknownKey(pair.key, among: startKeys, in: "`setup: start`"))
            }
        }
        guard let location, let code else {
            problems.append(.error("`setup: start` needs both `where` and `code`", at: node.span))
            return nil
        }
        let start = FlavorSetup.Start(
            location: location, code: code, packageOnly: packageOnly, file: file, span: node.span)
        if let problem = start.check() { problems.append(problem) }
        return start
    }
}
