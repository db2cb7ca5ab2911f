import UIKitHeadless

extension Journey {
    /// Seed 003: navigation and tab bar controllers, the two common containers, together.
    static let navigationInTabs = Journey(
        id: "navigation-in-tabs",
        title: "A navigation stack inside a tab bar: push, switch tabs, pop",
        source: "seed 003 (View Controller Basics: navigation and tab bar controllers; show)"
    ) { stage in
        let inbox = MailboxViewController(title: "Inbox")
        let nav = UINavigationController(rootViewController: inbox)
        let settings = SettingsViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, settings]
        let message = MessageViewController(subject: "Lunch on Friday?")
        stage.step("Show the tab bar controller: only the first tab's stack is loaded.") { stage.host.show(tabs) }
        stage.step("Inbox shows a message: show(_:sender:) finds the navigation controller and pushes.") {
            inbox.show(message, sender: nil)
        }
        let parts = stage.device.safeAreaParts(in: .portrait, topBars: ["navigation bar"], bottomBars: ["tab bar"])
        stage.note("Message safe area \(message.view.safeAreaInsets) (\(parts))")
        stage.step("Tap the Settings tab (a synthesised touch on the tab bar button).") {
            do { try stage.host.tap(label: "Settings") } catch { stage.note("tap failed: \(error)") }
        }
        stage.step("Back to the first tab, then tap the back button (‹ Inbox): it pops the message, animated.") {
            tabs.selectedIndex = 0
            stage.host.runUntilIdle()
            do { try stage.host.tap(identifier: "BackButton") } catch { stage.note("tap failed: \(error)") }
        }
    }

    /// Seeds 000 and 003: a split view controller shows a primary and a secondary side by
    /// side in a regular width and collapses them into one stack in a compact width.
    static let splitView = Journey(
        id: "split-view",
        title: "A split view controller: collapsed in compact width, side by side in regular",
        source: "seed 000 (Example: Split View Controller); seed 003 (split view controllers)"
    ) { stage in
        let device = stage.device
        let mailboxes = MailboxViewController(title: "Mailboxes")
        let primary = UINavigationController(rootViewController: mailboxes)
        let welcome = MessageViewController(subject: "Welcome")
        let split = UISplitViewController()
        split.viewControllers = [primary, welcome]
        @MainActor func state() {
            stage.note("isCollapsed = \(split.isCollapsed), displayMode = \(split.displayMode), "
                       + "viewControllers = [\(split.viewControllers.map { Narration.label($0) }.joined(separator: ", "))]")
        }
        let compact = device.portrait.horizontalSizeClass == .compact
        stage.step(compact
            ? "Show the split on \(device.withArticle): the width is compact, so it collapses and the secondary is pushed onto the primary's navigation controller."
            : "Show the split on \(device.withArticle): the width is regular; in portrait .automatic shows the secondary only.") {
            stage.host.show(split)
        }
        state()
        let lunch = MessageViewController(subject: "Lunch on Friday?")
        stage.step(compact
            ? "Mailboxes shows a message as the detail: collapsed, showDetailViewController pushes it."
            : "Mailboxes shows a message as the detail: expanded, showDetailViewController replaces the secondary.") {
            mailboxes.showDetailViewController(lunch, sender: nil)
        }
        state()
        let landscapeCompact = device.landscape.horizontalSizeClass == .compact
        stage.step(landscapeCompact
            ? "Rotate to landscape: the width is still compact, so the split stays collapsed."
            : "Rotate to landscape: wider than tall, so .automatic shows the primary beside the secondary.") {
            stage.host.rotate(to: .landscapeLeft)
        }
        state()
    }

    /// Seed 003: a page view controller pages through content controllers that its data
    /// source supplies; a swipe turns the page.
    static let pageView = Journey(
        id: "page-view",
        title: "A page view controller: swipe to turn, set pages in code",
        source: "seed 003 (page view controllers)"
    ) { stage in
        let pages = [
            ColorPageViewController("Red", color: .systemRed),
            ColorPageViewController("Green", color: .systemGreen),
            ColorPageViewController("Blue", color: .systemBlue),
        ]
        let source = ColorPageDataSource(pages: pages)
        stage.keepAlive(source)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        let bounds = stage.host.window.bounds
        let right = CGPoint(x: bounds.width * 0.8, y: bounds.midY)
        let left = CGPoint(x: bounds.width * 0.2, y: bounds.midY)
        stage.step("Show the page view controller on the Red page.") { stage.host.show(pager) }
        stage.step("Swipe right to left: the data source gives Green; scroll style sends Green's will, Red's will, Green's did, Red's did.") {
            stage.host.swipe(from: right, to: left, duration: 0.2, steps: 8)
        }
        stage.step("setViewControllers([Blue], direction: .forward, animated: true): a turn in code, not asked of the data source.") {
            pager.setViewControllers([pages[2]], direction: .forward, animated: true)
        }
        stage.step("Swipe right to left on Blue, the last page: the data source answers nil, so nothing turns.") {
            stage.host.swipe(from: right, to: left, duration: 0.2, steps: 8)
        }
        withExtendedLifetime(source) {}
    }
}

/// The page view journey's data source: the pages in order, no wrapping.
@MainActor
final class ColorPageDataSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(pages: [UIViewController]) { self.pages = pages }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}
