import Foundation
import Testing

@testable import Reader

/// The app router: push, pop and back to the root.
@MainActor
@Suite("AppRouter")
struct AppRouterTests {
    @Test func pushPopAndPopToRoot() {
        let router = AppRouter()
        let route = AppRoute.search
        router.push(route)
        router.push(route)
        #expect(router.path == [route, route])
        router.pop()
        #expect(router.path == [route])
        router.popToRoot()
        #expect(router.path.isEmpty)
        router.pop()
        #expect(router.path.isEmpty)
    }
}
