import Foundation
import RenderTree
import Testing
import UIKitTesting

private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
private let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
private let renderedRed = RenderColor(red: 255, green: 0, blue: 0)
private let renderedBlue = RenderColor(red: 0, green: 0, blue: 255)
private let renderedGreen = RenderColor(red: 0, green: 255, blue: 0)
private let hairline = RenderColor(red: 0, green: 0, blue: 0, alpha: 77)
private let material = RenderColor(red: 249, green: 249, blue: 249, alpha: 240)

/// An opaque appearance in `color`, its title in `title`.
@MainActor
private func opaque(_ color: UIColor, title: UIColor = .label) -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    appearance.titleTextAttributes = [.foregroundColor: title]
    return appearance
}

@MainActor
private func fills(of kind: String, in host: HeadlessHost) throws -> [RenderFill] {
    let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
    return try #require(tree.depthFirst.first { $0.kind == kind }).fills
}

/// Bar appearances: copies on assignment, the configure presets, which appearance is drawn
/// (item over bar, compact, scroll edge) and what is drawn (background, hairline, titles).
@Suite @MainActor struct BarAppearanceTests {
    @Test func presets_andAssignmentCopies() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == UIColor(red: 0, green: 0, blue: 0, alpha: 0.3))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [.foregroundColor: red]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: blue]
        appearance.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: nil)

        let bar = UINavigationBar()
        bar.standardAppearance = appearance
        appearance.backgroundColor = green
        appearance.buttonAppearance.normal.titleTextAttributes = [:]
        let stored = bar.standardAppearance
        #expect(stored !== appearance && stored.backgroundColor == nil)
        #expect(stored.titleTextAttributes[.foregroundColor] as? UIColor == red)
        #expect(stored.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == blue)
        #expect(stored.backIndicatorImage != nil)
        let copy = UINavigationBarAppearance(barAppearance: stored)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == red)
        let tab = UITabBarAppearance()
        tab.stackedLayoutAppearance.selected.iconColor = red
        #expect(tab.copy().stackedLayoutAppearance.selected.iconColor == red)
    }

    @Test func noAppearanceAssigned_keepsTheLegacyLook_barTintColorIncluded() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).map(\.color) == [material, hairline])
        nav.navigationBar.barTintColor = red
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).map(\.color) == [renderedRed, hairline])
        #expect(nav.navigationBar.standardAppearance.backgroundColor == red)   // the legacy colour in the appearance
    }

    @Test func standardOnly_overContentWithoutAScrollView_isTransparent_andScrollEdgeIsDrawnThere() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.navigationBar.standardAppearance = opaque(red)
        host.show(nav)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host) == [])
        nav.navigationBar.scrollEdgeAppearance = opaque(blue)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host) == [
            RenderFill(rect: RenderRect(x: 0, y: -47, width: 390, height: 91), color: renderedBlue),
            RenderFill(rect: RenderRect(x: 0, y: 44, width: 390, height: 0.333), color: hairline),
        ])
    }

    @Test func scrollingAwayFromTheTopEdge_switchesToTheStandardAppearance_titleColoursIncluded() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let content = FeedController()
        content.title = "Feed"
        let nav = UINavigationController(rootViewController: content)
        nav.navigationBar.standardAppearance = opaque(red, title: blue)
        nav.navigationBar.scrollEdgeAppearance = opaque(green, title: red)
        host.show(nav)
        host.runUntilIdle()
        let scrollView = content.scrollView
        #expect(scrollView.adjustedContentInset.top == 91)
        scrollView.contentOffset = CGPoint(x: 0, y: -91)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).map(\.color) == [renderedGreen, hairline])
        #expect(nav.navigationBar.label("Feed")?.textColor == red)
        scrollView.contentOffset = CGPoint(x: 0, y: -90)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).map(\.color) == [renderedRed, hairline])
        #expect(nav.navigationBar.label("Feed")?.textColor == blue)
        scrollView.contentOffset = CGPoint(x: 0, y: -91)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).map(\.color) == [renderedGreen, hairline])
    }

    @Test func theTopItemsAppearances_overrideTheBars_andCompactHeightUsesTheCompactOnes() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let first = UIViewController()
        let second = UIViewController()
        second.navigationItem.scrollEdgeAppearance = opaque(green)
        let nav = UINavigationController(rootViewController: first)
        nav.navigationBar.scrollEdgeAppearance = opaque(red)
        host.show(nav)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).first?.color == renderedRed)
        nav.pushViewController(second, animated: false)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).first?.color == renderedGreen)
        nav.navigationBar.compactScrollEdgeAppearance = opaque(blue)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).first?.color == renderedBlue)
        nav.popViewController(animated: false)
        host.runUntilIdle()
        #expect(try fills(of: "UINavigationBar", in: host).first?.color == renderedBlue)
    }

    @Test func titleAttributes_colourAndFontTheTitleAndLargeTitle_legacyAttributesToo() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        root.title = "Notes"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.titleTextAttributes = [.foregroundColor: red]
        host.show(nav)
        host.runUntilIdle()
        #expect(nav.navigationBar.label("Notes")?.textColor == red)
        let appearance = UINavigationBarAppearance()
        appearance.largeTitleTextAttributes = [.foregroundColor: blue, .font: UIFont.systemFont(ofSize: 30, weight: .heavy)]
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        nav.navigationBar.prefersLargeTitles = true
        host.runUntilIdle()
        let large = try #require(nav.navigationBar.label("Notes"))
        #expect(large.textColor == blue && large.font == UIFont.systemFont(ofSize: 30, weight: .heavy))
    }

    @Test func tabBar_standardAndScrollEdge_andItemColoursPerState() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), selectedImage: nil)
        b.tabBarItem = UITabBarItem(title: "Settings", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = red
        appearance.stackedLayoutAppearance.selected.iconColor = green
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: blue]
        tabs.tabBar.standardAppearance = appearance
        host.show(tabs)
        host.runUntilIdle()
        #expect(try fills(of: "UITabBar", in: host) == [])   // no scroll view: at the bottom edge
        tabs.tabBar.scrollEdgeAppearance = appearance
        host.runUntilIdle()
        #expect(try fills(of: "UITabBar", in: host).map(\.color) == [renderedRed, hairline])
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let bar = try #require(tree.depthFirst.first { $0.kind == "UITabBar" })
        let buttons = bar.children.compactMap { tree[$0] }
        #expect(buttons.map { $0.text?.color } == [renderedGreen, renderedBlue])
        #expect(buttons[0].image?.tint == renderedGreen)
    }

    @Test func navigationControllersToolbar_followsTheBottomEdge() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let content = FeedController()
        let nav = UINavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        let standard = UIToolbarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = red
        nav.toolbar.standardAppearance = standard
        host.show(nav)
        host.runUntilIdle()
        #expect(try fills(of: "UIToolbar", in: host).map(\.color) == [renderedRed, hairline])   // at the top, not the bottom
        let scrollView = content.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: 2000 + scrollView.adjustedContentInset.bottom - scrollView.bounds.height)
        host.runUntilIdle()
        #expect(try fills(of: "UIToolbar", in: host) == [])
    }
}
