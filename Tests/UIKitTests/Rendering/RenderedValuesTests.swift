import RenderTree
import Testing
import UIKitTesting

/// What is drawn is what is on screen: presentation values mid-animation, and dynamic
/// colours resolved with the view's own traits.
@Suite @MainActor struct RenderedValuesTests {
    @Test func midAnimation_theTreeDrawsThePresentationValues() throws {
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
        let (host, _) = RenderTreeBuilderTests.show([box])
        defer { withExtendedLifetime(host) {} }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            box.frame.origin.x = 200
            box.alpha = 0
        }
        host.advance(by: 0.25)
        let builder = ViewControllerKit.RenderTreeBuilder()
        var node = try #require(builder.tree(of: host.window).depthFirst.first { $0.frame.height == 50 })
        // A quarter of the way along a linear curve; the model is already at the end.
        #expect(node.frame == RenderRect(x: 50, y: 100, width: 100, height: 50))
        #expect(node.opacity == 0.75)
        #expect(box.frame.origin.x == 200 && box.alpha == 0)
        host.runUntilIdle()
        node = try #require(builder.tree(of: host.window).depthFirst.first { $0.frame.height == 50 })
        #expect(node.frame == RenderRect(x: 200, y: 100, width: 100, height: 50) && node.opacity == 0)
    }

    @Test func dynamicColours_resolveWithEachViewsTraits() throws {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .systemBackground
        let darkened = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        darkened.overrideUserInterfaceStyle = .dark
        darkened.backgroundColor = .systemBackground
        let inner = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 5))
        inner.backgroundColor = .label
        darkened.addSubview(inner)
        let (host, _) = RenderTreeBuilderTests.show([plain, darkened])
        defer { withExtendedLifetime(host) {} }
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let nodes = tree.depthFirst.filter { $0.frame.width == 10 || $0.frame.width == 5 }
        #expect(nodes.map(\.background) == [
            RenderColor(red: 255, green: 255, blue: 255), RenderColor(red: 0, green: 0, blue: 0),
            RenderColor(red: 255, green: 255, blue: 255),
        ])
    }
}
