import Testing
import UIKitTesting

/// Shared set-up for presentation tests.
@MainActor
enum PresentationFixture {
    /// A shown window root with one child embedded the seed's way (listing 5-1).
    static func rootWithEmbeddedChild() -> (HeadlessHost, UIViewController, UIViewController) {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let child = UIViewController()
        ContainmentTests.embed(child, in: root)
        return (host, root, child)
    }
}
