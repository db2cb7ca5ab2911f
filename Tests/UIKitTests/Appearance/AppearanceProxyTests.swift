import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIAppearance`: values set on a class's proxy reach instances when they enter a window,
/// never overwrite what the app set on the instance, and follow UIKit's precedence
/// (see `AppearanceStore`). Each test's proxies live in its own host's runtime.
@Suite @MainActor struct AppearanceProxyTests {
    final class Card: UIView {}
    final class Panel: UIView {}
    final class BrandNavigationController: UINavigationController {}
    final class BrandBar: UINavigationBar {}

    @Test func aProxyValueIsAppliedWhenTheViewEntersAWindowAndNotBefore() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        UINavigationBar.appearance().barTintColor = .systemIndigo
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.navigationBar.barTintColor == nil)
        host.show(navigation)
        #expect(navigation.navigationBar.barTintColor == .systemIndigo)
        #expect(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
    }

    @Test func aViewAlreadyInAWindowKeepsItsLookUntilItIsAddedAgain() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let label = UILabel()
        UILabel.appearance().textColor = .systemRed
        host.window.addSubview(label)
        #expect(label.textColor == .systemRed)
        UILabel.appearance().textColor = .systemGreen
        #expect(label.textColor == .systemRed)
        label.removeFromSuperview()
        host.window.addSubview(label)
        #expect(label.textColor == .systemGreen)
    }

    @Test func aValueSetOnTheInstanceIsNeverOverwritten() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance().font = .systemFont(ofSize: 30)
        let label = UILabel()
        label.textColor = .systemBlue
        host.window.addSubview(label)
        #expect(label.textColor == .systemBlue)
        #expect(label.font == .systemFont(ofSize: 30))
    }

    @Test func containmentMatchesAncestorsInOrderInnermostFirst() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        UILabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [Card.self, Panel.self]).font = .systemFont(ofSize: 20)
        let panel = Panel(), card = Card(), wrapper = UIView()
        let inCardInPanel = UILabel(), inCard = UILabel(), outside = UILabel()
        card.addSubview(wrapper)
        wrapper.addSubview(inCardInPanel)
        panel.addSubview(card)
        let loneCard = Card()
        loneCard.addSubview(inCard)
        for view in [panel, loneCard, outside] as [UIView] { host.window.addSubview(view) }
        #expect(inCardInPanel.textColor == .systemRed)
        #expect(inCardInPanel.font == .systemFont(ofSize: 20))
        #expect(inCard.textColor == .systemRed)
        #expect(inCard.font == .systemFont(ofSize: 17))
        #expect(outside.textColor == .label)
    }

    @Test func theOutermostContainerWinsThenTheLongerChainThenTheLaterValue() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        UILabel.appearance().textColor = .systemGray
        UILabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [Panel.self]).textColor = .systemBlue
        UILabel.appearance(whenContainedInInstancesOf: [Panel.self]).font = .systemFont(ofSize: 11)
        UILabel.appearance(whenContainedInInstancesOf: [Card.self, Panel.self]).font = .systemFont(ofSize: 22)
        let panel = Panel(), card = Card(), label = UILabel(), cardOnly = Card(), labelInCard = UILabel()
        card.addSubview(label)
        panel.addSubview(card)
        cardOnly.addSubview(labelInCard)
        host.window.addSubview(panel)
        host.window.addSubview(cardOnly)
        // Panel is further out than Card: "the outermost appearance proxy wins".
        #expect(label.textColor == .systemBlue)
        // Both font proxies reach Panel; the longer chain is the tie-breaker.
        #expect(label.font == .systemFont(ofSize: 22))
        // A contained proxy beats the uncontained one.
        #expect(labelInCard.textColor == .systemRed)
    }

    @Test func aSubclassProxyWinsOverItsSuperclassProxy() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        UIView.appearance().backgroundColor = .systemRed
        UILabel.appearance().backgroundColor = .systemBlue
        UIView.appearance().backgroundColor = .systemYellow
        let view = UIView(), label = UILabel()
        host.window.addSubview(view)
        host.window.addSubview(label)
        #expect(view.backgroundColor == .systemYellow)
        #expect(label.backgroundColor == .systemBlue)
    }

    @Test func viewControllersAreContainersAndProxiesOfOwnSubclassesApplyToThemOnly() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        UINavigationBar.appearance(whenContainedInInstancesOf: [BrandNavigationController.self]).barTintColor = .systemOrange
        BrandBar.appearance().prefersLargeTitles = true
        let tabs = UITabBarController()
        let brand = BrandNavigationController(rootViewController: UIViewController())
        let plain = UINavigationController(rootViewController: UIViewController())
        tabs.viewControllers = [brand, plain]
        host.show(tabs)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(brand.navigationBar.barTintColor == .systemOrange)
        #expect(plain.navigationBar.barTintColor == nil)
        let bar = BrandBar(), otherBar = UINavigationBar()
        host.window.addSubview(bar)
        host.window.addSubview(otherBar)
        #expect(bar.prefersLargeTitles)
        #expect(!otherBar.prefersLargeTitles)
    }

    @Test func traitProxiesApplyWhenTheViewsTraitsContainTheirTraits() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        UILabel.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).textColor = .systemRed
        UILabel.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).font = .systemFont(ofSize: 40)
        UILabel.appearance().textColor = .systemBlue
        let label = UILabel()
        host.window.addSubview(label)
        #expect(label.traitCollection.horizontalSizeClass == .compact)
        #expect(label.textColor == .systemRed)
        #expect(label.font == .systemFont(ofSize: 17))
    }

    @Test func barItemsGetTheirProxiesWhenABarInAWindowShowsThem() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        UIBarButtonItem.appearance().tintColor = .systemRed
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .white
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13)], for: .normal)
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .selected)
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        let content = UIViewController()
        let barItem = UIBarButtonItem(title: "Edit")
        let toolItem = UIBarButtonItem(title: "Share")
        content.navigationItem.rightBarButtonItem = barItem
        content.toolbarItems = [toolItem]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        #expect(barItem.tintColor == nil)
        host.show(tabs)
        host.runUntilIdle()
        #expect(barItem.tintColor == .systemRed)
        #expect(toolItem.tintColor == .white)
        #expect(barItem.titleTextAttributes(for: .normal)?[.font] as? UIFont == .systemFont(ofSize: 13))
        #expect(navigation.tabBarItem.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemPink)
        #expect(tabs.tabBar.unselectedItemTintColor == .systemGray)
    }

    @Test func aProxyIsOnePerClassContainersAndTraitsAndItsRuntimeKeepsIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        #expect(UINavigationBar.appearance() !== UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self]))
        let compact = UITraitCollection(verticalSizeClass: .compact)
        #expect(UINavigationBar.appearance(for: compact) === UINavigationBar.appearance(for: compact))
        #expect(UINavigationBar.appearance(for: compact) !== UINavigationBar.appearance())
        // A window proxy is not one of the app's windows.
        let windows = host.application.windows.count
        UIWindow.appearance().tintColor = .systemRed
        #expect(host.application.windows.count == windows)
    }

    @Test func resettingForgetsEveryProxyAndValue() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let proxy = UILabel.appearance()
        proxy.textColor = .systemRed
        host.runtime.resetAppearanceProxies()
        #expect(UILabel.appearance() !== proxy)
        let label = UILabel()
        host.window.addSubview(label)
        #expect(label.textColor == .label)
    }

    @Test func proxiesGoAwayWithTheirHost() {
        weak var proxy: UINavigationBar?
        do {
            let host = HeadlessHost()
            proxy = UINavigationBar.appearance()
            proxy?.barTintColor = .systemRed
            withExtendedLifetime(host) {}
        }
        #expect(proxy == nil)
    }
}
