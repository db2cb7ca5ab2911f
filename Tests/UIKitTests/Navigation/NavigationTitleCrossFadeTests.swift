import Testing
import UIKit
import UIKitTesting

/// The bar's title on an animated push and pop: the leaving title fades out where it was
/// while the arriving one fades in, on the transition's clock (issue 7 item 4).
@Suite @MainActor struct NavigationTitleCrossFadeTests {
    static func labels(in bar: UINavigationBar) -> [String: UILabel] {
        var found: [String: UILabel] = [:]
        for case let label as UILabel in bar.subviews where label.superview === bar {
            if let text = label.text { found[text] = label }
        }
        return found
    }

    /// A navigation controller showing "Inbox", and an unpushed "Message".
    static func inbox() -> (HeadlessHost, UINavigationController, UIViewController) {
        let host = HeadlessHost()
        let first = UIViewController()
        first.title = "Inbox"
        let second = UIViewController()
        second.title = "Message"
        let navigation = UINavigationController(rootViewController: first)
        host.show(navigation)
        return (host, navigation, second)
    }

    static func shownAlpha(_ view: UIView) -> CGFloat {
        view.layer.presentation().map { CGFloat($0.opacity) } ?? view.alpha
    }

    @Test(arguments: [true, false])
    func animatedPushOrPop_crossFadesTheTitles(pushing: Bool) throws {
        let (host, navigation, second) = Self.inbox()
        defer { withExtendedLifetime(host) {} }
        if !pushing {
            navigation.pushViewController(second, animated: false)
            host.runUntilIdle()
        }
        let bar = navigation.navigationBar
        let leavingTitle = pushing ? "Inbox" : "Message"
        let arrivingTitle = pushing ? "Message" : "Inbox"
        let leavingFrame = try #require(Self.labels(in: bar)[leavingTitle]).frame
        if pushing { navigation.pushViewController(second, animated: true) } else { navigation.popViewController(animated: true) }
        host.advance(by: 0.175)
        let labels = Self.labels(in: bar)
        let leaving = try #require(labels[leavingTitle])
        let arriving = try #require(labels[arrivingTitle])
        #expect(leaving.accessibilityIdentifier == "navigation-bar-leaving-title")
        #expect(leaving.frame == leavingFrame)
        // Halfway: both part-transparent, on the same curve, so their opacities add up to one.
        let out = Self.shownAlpha(leaving), into = Self.shownAlpha(arriving)
        #expect(out > 0.05 && out < 0.95)
        #expect(abs(out + into - 1) < 1e-6)
        host.runUntilIdle()
        let after = Self.labels(in: bar)
        #expect(after[leavingTitle] == nil)
        #expect(after[arrivingTitle]?.alpha == 1)
        #expect(after[arrivingTitle]?.layer.presentation() == nil)
    }

    @Test func unanimatedPush_changesTheTitleAtOnce() {
        let (host, navigation, second) = Self.inbox()
        defer { withExtendedLifetime(host) {} }
        navigation.pushViewController(second, animated: false)
        host.pump()
        let labels = Self.labels(in: navigation.navigationBar)
        #expect(labels["Inbox"] == nil)
        #expect(labels["Message"]?.alpha == 1)
    }
}
