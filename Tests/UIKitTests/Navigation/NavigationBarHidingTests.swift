import Foundation
import Testing
import UIKit
import UIKitTesting

/// `hidesBarsOnTap`, `hidesBarsOnSwipe`, `hidesBarsWhenKeyboardAppears` and
/// `hidesBarsWhenVerticallyCompact`: each hides the navigation bar (and a toolbar with
/// items) through the animated hide/show calls, so the content's safe area follows.
@Suite @MainActor struct NavigationBarHidingTests {
    private func makeNavigation(toolbarItems: [UIBarButtonItem]? = nil) -> (HeadlessHost, UINavigationController, UIViewController) {
        let host = HeadlessHost()
        let content = UIViewController()
        content.view.accessibilityIdentifier = "content"
        content.toolbarItems = toolbarItems
        let navigation = UINavigationController(rootViewController: content)
        if toolbarItems != nil { navigation.setToolbarHidden(false, animated: false) }
        host.show(navigation)
        return (host, navigation, content)
    }

    @Test func everySettingIsOffAndItsRecognizersAreNotAttachedUntilOneIsOn() {
        let (host, navigation, _) = makeNavigation()
        defer { withExtendedLifetime(host) {} }
        #expect(!navigation.hidesBarsOnTap && !navigation.hidesBarsOnSwipe)
        #expect(!navigation.hidesBarsWhenKeyboardAppears && !navigation.hidesBarsWhenVerticallyCompact)
        #expect(navigation.barHideOnTapGestureRecognizer.view == nil)
        #expect(navigation.barHideOnSwipeGestureRecognizer.view == nil)
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.barHideOnSwipeGestureRecognizer.view === navigation.view)
        #expect(navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled)
        #expect(navigation.barHideOnTapGestureRecognizer.name == "barHideOnTapGestureRecognizer")
    }

    @Test func aTapInTheContentTogglesTheBarsAndTheSafeAreaFollows() throws {
        let (host, navigation, content) = makeNavigation()
        defer { withExtendedLifetime(host) {} }
        navigation.hidesBarsOnTap = true
        let topWithBar = content.view.safeAreaInsets.top
        try host.tap(identifier: "content")
        host.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        #expect(content.view.safeAreaInsets.top == host.window.safeAreaInsets.top)
        try host.tap(identifier: "content")
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
        #expect(content.view.safeAreaInsets.top == topWithBar)
    }

    @Test func aTapOnAControlIsNotTheBarsTap() throws {
        let (host, navigation, content) = makeNavigation()
        defer { withExtendedLifetime(host) {} }
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        content.view.addSubview(button)
        navigation.hidesBarsOnTap = true
        try host.tap(button)
        host.runUntilIdle()
        #expect(taps == 1)
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func swipingUpHidesBothBarsAndSwipingDownBringsThemBack() {
        let (host, navigation, _) = makeNavigation(toolbarItems: [UIBarButtonItem(title: "Share")])
        defer { withExtendedLifetime(host) {} }
        navigation.hidesBarsOnSwipe = true
        let middle = CGPoint(x: host.window.bounds.midX, y: host.window.bounds.midY)
        host.swipe(from: middle, to: CGPoint(x: middle.x, y: middle.y - 120))
        host.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        host.swipe(from: middle, to: CGPoint(x: middle.x, y: middle.y + 120))
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    @Test func aToolbarWithoutItemsIsLeftAloneBySwipes() {
        let (host, navigation, _) = makeNavigation(toolbarItems: [])
        defer { withExtendedLifetime(host) {} }
        navigation.hidesBarsOnSwipe = true
        let middle = CGPoint(x: host.window.bounds.midX, y: host.window.bounds.midY)
        host.swipe(from: middle, to: CGPoint(x: middle.x, y: middle.y - 120))
        host.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    @Test func horizontalSwipesAndSwipesWithTheSettingOffDoNothing() {
        let (host, navigation, _) = makeNavigation()
        defer { withExtendedLifetime(host) {} }
        let middle = CGPoint(x: host.window.bounds.midX, y: host.window.bounds.midY)
        navigation.hidesBarsOnSwipe = true
        host.swipe(from: middle, to: CGPoint(x: middle.x + 120, y: middle.y + 10))
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
        navigation.hidesBarsOnSwipe = false
        host.swipe(from: middle, to: CGPoint(x: middle.x, y: middle.y - 120))
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func theKeyboardAppearingHidesTheBars() {
        let (host, navigation, content) = makeNavigation()
        defer { withExtendedLifetime(host) {} }
        navigation.hidesBarsWhenKeyboardAppears = true
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        content.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        host.runUntilIdle()
        #expect(host.keyboard.isVisible)
        #expect(navigation.isNavigationBarHidden)
    }

    @Test func theKeyboardOfAnotherHostDoesNotHideTheseBars() {
        let (host, navigation, _) = makeNavigation()
        defer { withExtendedLifetime(host) {} }
        navigation.hidesBarsWhenKeyboardAppears = true
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: UIScreen(profile: .iPhone14))
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func aVerticallyCompactEnvironmentHidesTheBarsAndARegularOneShowsThem() {
        let (host, navigation, _) = makeNavigation()
        defer { withExtendedLifetime(host) {} }
        navigation.hidesBarsWhenVerticallyCompact = true
        host.rotate(to: .landscapeRight)
        #expect(navigation.traitCollection.verticalSizeClass == .compact)
        #expect(navigation.isNavigationBarHidden)
        host.rotate(to: .portrait)
        #expect(!navigation.isNavigationBarHidden)
    }
}
