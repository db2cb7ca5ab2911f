import UIKitTesting

extension Journey {
    /// Seed 003: navigation and tab bar controllers, the two common containers, together.
    static let navigationInTabs = Journey(
        id: "navigation-in-tabs",
        title: "A navigation stack inside a tab bar: push, switch tabs, pop",
        source: "seed 003 (View Controller Basics: navigation and tab bar controllers; show)"
    ) { stage in
        let inbox = TracingViewController("Inbox", trace: stage.trace)
        let nav = UINavigationController(rootViewController: inbox)
        let settings = TracingViewController("Settings", trace: stage.trace)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, settings]
        let message = TracingViewController("Message", trace: stage.trace)
        stage.step("Show the tab bar controller: only the first tab's stack is loaded.") { stage.host.show(tabs) }
        stage.step("Inbox shows a message: show(_:sender:) finds the navigation controller and pushes.") {
            inbox.show(message, sender: nil)
        }
        stage.note("Message safe area \(NSCoder.string(for: message.view.safeAreaInsets)) (status bar + navigation bar, tab bar + home indicator)")
        stage.step("Tap the Settings tab (a synthesised touch on the tab bar button).") {
            do { try stage.host.tap(label: "Settings") } catch { stage.note("tap failed: \(error)") }
        }
        stage.step("Back to the first tab, then pop the message.") {
            tabs.selectedIndex = 0
            stage.host.runUntilIdle()
            nav.popViewController(animated: true)
        }
    }
}
