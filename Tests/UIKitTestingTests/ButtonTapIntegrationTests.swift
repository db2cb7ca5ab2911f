import Testing
import UIKitTesting

/// A synthesised tap on a real button, found by its title, runs its actions
/// (UIControl events, UIButton's primary action; accessibility label defaults).
@Suite @MainActor struct ButtonTapIntegrationTests {
    @Test func tapByTitle_sendsTouchDownTouchUpInsideAndPrimaryAction() throws {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        var events: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in events.append("primary") })
        button.addAction(UIAction { _ in events.append("touchDown") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        button.frame = CGRect(x: 40, y: 200, width: 120, height: 44)
        root.view.addSubview(button)
        #expect(button.accessibilityLabel == "Save")
        try host.tap(label: "Save")
        // Touch-up sends `.touchUpInside` and `.primaryActionTriggered` as one event mask,
        // so actions run in the order they were added: the primary action came first.
        #expect(events == ["touchDown", "primary", "touchUpInside"])
    }

    @Test func labelsAreFoundByTheirText_butIgnoreTouches() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
        label.text = "Welcome"
        root.view.addSubview(label)
        #expect(host.view(label: "Welcome") === label)
        #expect(throws: TouchSynthesisError.self) { try host.tap(label: "Welcome") }
        label.accessibilityLabel = "Greeting"
        #expect(host.view(label: "Greeting") === label)
        #expect(host.view(label: "Welcome") == nil)
    }

    /// docs/UIKitTesting.md, "Tapping bars", as written there.
    @Test func docsExample_tappingBars() throws {
        let host = HeadlessHost()
        var opened = 0
        func openSettings() { opened += 1 }
        let root = UIViewController()
        let vc = UIViewController()
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Settings") { _ in
            openSettings()
        })
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        nav.pushViewController(vc, animated: false)
        host.runUntilIdle()
        try host.tap(label: "Settings")          // runs the action
        #expect(opened == 1)
        try host.tap(identifier: "BackButton")   // pops, animated, as a user's tap does
        #expect(nav.viewControllers == [root] && vc.parent === nav)   // popping: didMove comes at the end
        host.runUntilIdle()                      // let the 0.35-s pop finish
        #expect(vc.parent == nil && vc.viewIfLoaded?.window == nil)
    }
}
