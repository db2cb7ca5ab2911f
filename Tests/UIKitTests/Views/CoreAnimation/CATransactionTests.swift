import Foundation
import Testing
import UIKitTesting

/// `CATransaction` as Apple's documentation describes its completion block: "called … as
/// soon as all animations subsequently added by this transaction group have completed (or
/// have been removed). If no animations are added before the current transaction group is
/// committed …, the block will be invoked immediately." Not a numbered UIKIT-SEMANTICS rule.
@Suite @MainActor struct CATransactionTests {
    final class Log { var entries: [String] = [] }

    static func stage() -> (HeadlessHost, UIView) {
        let host = HeadlessHost()
        host.show(UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        host.window.rootViewController!.view.addSubview(view)
        host.pump()
        return (host, view)
    }

    @Test func theCompletionWaitsForTheViewAnimationsAddedInIt() {
        let (host, view) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("transaction done") }
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in log.entries.append("fade done") })
        UIView.animate(withDuration: 0.6, animations: { view.center.x += 100 })
        CATransaction.commit()
        #expect(log.entries.isEmpty)
        host.advance(by: 0.3)
        #expect(log.entries == ["fade done"])
        host.advance(by: 0.3)
        #expect(log.entries == ["fade done", "transaction done"])
    }

    @Test func withoutAnimations_theCompletionRunsAtCommit() {
        let (host, _) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("done") }
        #expect(log.entries.isEmpty)
        CATransaction.commit()
        #expect(log.entries == ["done"])
    }

    @Test func animationsAddedBeforeTheBlockWasSet_areNotWaitedFor() {
        let (host, view) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        CATransaction.begin()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
        CATransaction.setCompletionBlock { log.entries.append("done") }
        CATransaction.commit()
        #expect(log.entries == ["done"])
    }

    @Test func anOuterTransactionWaitsForItsInnerOnesAnimations() {
        let (host, view) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("inner") }
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 })
        CATransaction.commit()
        CATransaction.commit()
        host.advance(by: 0.5)
        #expect(log.entries == ["inner", "outer"])
    }

    @Test func aLayerAnimation_isWaitedFor_andItsRemovalEndsTheWait() {
        let (host, view) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = 0
        spin.toValue = 1
        spin.duration = 0.4
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("finished") }
        view.layer.add(spin, forKey: "fade")
        CATransaction.commit()
        host.advance(by: 0.4)
        #expect(log.entries == ["finished"])

        let forever = CABasicAnimation(keyPath: "opacity")
        forever.repeatCount = .infinity
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("removed") }
        view.layer.add(forever, forKey: "pulse")
        CATransaction.commit()
        host.advance(by: 5)
        #expect(log.entries == ["finished"])
        view.layer.removeAnimation(forKey: "pulse")
        host.pump()
        #expect(log.entries == ["finished", "removed"])
    }

    @Test func aPushInsideATransaction_completesAfterThePushAnimation() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.show(navigation)
        let detail = UIViewController()
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            log.entries.append("pushed: top is detail \(navigation.topViewController === detail), coordinator \(navigation.transitionCoordinator == nil ? "gone" : "running")")
        }
        navigation.pushViewController(detail, animated: true)
        CATransaction.commit()
        #expect(log.entries.isEmpty)
        host.runUntilIdle()
        #expect(log.entries == ["pushed: top is detail true, coordinator gone"])
    }

    @Test func settingsOutsideBeginAndCommit_goToAnImplicitTransaction_committedAtTheEndOfTheTurn() {
        let (host, view) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        CATransaction.setCompletionBlock { log.entries.append("implicit done") }
        CATransaction.setAnimationDuration(1.5)
        #expect(CATransaction.animationDuration() == 1.5)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 1.5)
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 })
        host.pump()
        #expect(log.entries.isEmpty)
        host.advance(by: 0.2)
        #expect(log.entries == ["implicit done"])
        // The implicit transaction is over: a new setting opens a fresh one.
        #expect(CATransaction.animationDuration() == 0.25)
        host.pump()
    }

    @Test func commitWithoutBegin_isIgnoredWithAWarning() {
        let (host, _) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        CATransaction.commit()
        #expect(host.diagnostics.map(\.message) == [
            "CATransaction.commit() without a matching begin(): ignored"])
    }
}
