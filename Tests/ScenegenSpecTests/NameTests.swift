import ScenegenSpec
import Testing

@Suite("Names")
struct NameTests {
    @Test(arguments: [
        ("car-details", "CarDetails"),
        ("car_details", "CarDetails"),
        ("carDetails", "CarDetails"),
        ("CarDetails", "CarDetails"),
        ("car details", "CarDetails"),
        ("URLList", "URLList"),
        ("settings", "Settings"),
    ])
    func sceneNameFromArgument(argument: String, name: String) {
        #expect(SpecNames.sceneName(fromArgument: argument) == name)
    }

    @Test(arguments: [
        ("car_id", "carId"),
        ("CarID", "carID"),
        ("URLString", "urlString"),
        ("ID", "id"),
        ("Title", "title"),
        ("is-favorite", "isFavorite"),
        ("title", "title"),
    ])
    func lowerCamelCase(name: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamelCase(name) == expected)
    }

    @Test(arguments: [
        ("CarList", "Car List"),
        ("URLViewer", "URL Viewer"),
        ("Settings", "Settings"),
        ("Step2Details", "Step2 Details"),
        ("TodayTasks", "Today Tasks"),
    ])
    func defaultTitle(name: String, title: String) {
        #expect(SceneSpec.defaultTitle(for: name) == title)
        #expect(SceneSpec(name: name).title == title)
    }

    @Test func keywordsAreEscaped() {
        #expect(PropertySpec(name: "default", type: .named("Int")).escapedName == "`default`")
        #expect(ActionSpec(name: "return").escapedName == "`return`")
        #expect(PropertySpec(name: "title", type: .named("Int")).escapedName == "title")
    }

    @Test func identifierRules() {
        #expect(SwiftIdentifier.isUpperCamelCase("CarList"))
        #expect(!SwiftIdentifier.isUpperCamelCase("carList"))
        #expect(!SwiftIdentifier.isUpperCamelCase("Car_List"))
        #expect(SwiftIdentifier.isLowerCamelCase("carID"))
        #expect(!SwiftIdentifier.isLowerCamelCase("2cars"))
        #expect(!SwiftIdentifier.isIdentifier(""))
        #expect(!SwiftIdentifier.isIdentifier("car-list"))
    }

    /// ASCII names take a fast path; it must agree with the Unicode rules the others follow.
    @Test(arguments: [
        ("_", true), ("_1", true), ("a1", true), ("Z9_z", true), ("1a", false), ("a b", false), ("a.b", false),
        ("a\u{7F}", false), ("`a`", false), ("é", true), ("éa1", true), ("a\u{301}", true), ("٣a", false), ("a٣", true),
        ("a\r\n", false), ("Straße", true),
    ])
    func identifiers(name: String, isIdentifier: Bool) {
        #expect(SwiftIdentifier.isIdentifier(name) == isIdentifier)
        let unicodeRule =
            name.first.map { $0.isLetter || $0 == "_" } == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        #expect(unicodeRule == isIdentifier)
    }
}
