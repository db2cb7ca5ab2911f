import RenderTree
import Testing
import UIKitTesting

/// System chrome draws as what it is made of: a bar's background and hairline, its
/// buttons' chevron and titles, a tab's icon and title.
@Suite @MainActor struct BarRenderingTests {
    @Test func navigationBar_drawsMaterialUnderTheStatusBar_hairline_chevronAndTitles() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let first = UIViewController()
        first.title = "Inbox"
        let second = UIViewController()
        second.title = "Message"
        let nav = UINavigationController(rootViewController: first)
        host.show(nav)
        nav.pushViewController(second, animated: false)
        host.runUntilIdle()
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let bar = try #require(tree.depthFirst.first { $0.kind == "UINavigationBar" })
        #expect(bar.frame == RenderRect(x: 0, y: 47, width: 390, height: 44))
        #expect(bar.fills == [
            RenderFill(rect: RenderRect(x: 0, y: -47, width: 390, height: 91), color: RenderColor(red: 249, green: 249, blue: 249, alpha: 240)),
            RenderFill(rect: RenderRect(x: 0, y: 44, width: 390, height: 0.333), color: RenderColor(red: 0, green: 0, blue: 0, alpha: 77)),
        ])
        let inBar = bar.children.compactMap { tree[$0] }.flatMap { tree.subtree(of: $0.id) }.compactMap { tree[$0] }
        #expect(inBar.compactMap(\.image?.name) == ["symbol:chevron.backward"])
        let texts = inBar.compactMap(\.text).filter { !$0.lines.isEmpty }
        #expect(texts.map { $0.lines.map(\.text) } == [["Message"], ["Inbox"]] || texts.map { $0.lines.map(\.text) } == [["Inbox"], ["Message"]])
        let back = try #require(texts.first { $0.lines.first?.text == "Inbox" })
        #expect(back.color == RenderColor(red: 0, green: 122, blue: 255))   // bar button titles in the tint
        let title = try #require(texts.first { $0.lines.first?.text == "Message" })
        #expect(title.font.bold && title.color == RenderColor(red: 0, green: 0, blue: 0))
    }

    @Test func tabBar_drawsEachTabsTitle_selectedInTheTint() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), selectedImage: nil)
        b.tabBarItem = UITabBarItem(title: "Settings", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        host.show(tabs)
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let bar = try #require(tree.depthFirst.first { $0.kind == "UITabBar" })
        #expect(bar.fills.last == RenderFill(rect: RenderRect(x: 0, y: -0.333, width: 390, height: 0.333),
                                             color: RenderColor(red: 0, green: 0, blue: 0, alpha: 77)))
        let buttons = bar.children.compactMap { tree[$0] }
        #expect(buttons.map(\.kind) == ["TabBarButton", "TabBarButton"])
        #expect(buttons.map { $0.text?.lines.map(\.text) } == [["Mail"], ["Settings"]])
        #expect(buttons.map { $0.text?.color } == [RenderColor(red: 0, green: 122, blue: 255), RenderColor(red: 142, green: 142, blue: 147)])
        #expect(buttons[0].image == RenderImage(name: "symbol:envelope", rect: RenderRect(x: 87.5, y: 4, width: 20, height: 20),
                                                tint: RenderColor(red: 0, green: 122, blue: 255)))
        #expect(buttons[0].text?.lines.first?.baseline == 35.282)   // 4 + 20 (icon) + 2 + the 10-point ascender
    }
}
