import Testing
import UIKitTesting

/// Blocks handed to a rotation's coordinator after its animation began (Apple:
/// UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:) — the
/// animations run in the transition's context; the completion runs when it ends).
@Suite @MainActor struct SizeCoordinatorLateBlockTests {
    final class CapturingViewController: UIViewController {
        var coordinator: UIViewControllerTransitionCoordinator?
        var onWillTransition: ((UIViewControllerTransitionCoordinator) -> Void)?
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            self.coordinator = coordinator
            onWillTransition?(coordinator)
        }
    }

    /// A block added 0.1 s into the 0.4 s rotation runs at once, animating over the 0.3 s
    /// left; its completion runs after the early one, when the rotation ends (UIKIT-SEMANTICS 10.3).
    @Test func lateBlock_runsAtOnceForTheTimeLeft_completionAtTheEnd_rule10_3() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let root = CapturingViewController()
        host.show(root)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(badge)
        var log: [String] = []
        root.onWillTransition = { coordinator in
            coordinator.animate(alongsideTransition: { _ in log.append("early animation") },
                                completion: { _ in log.append("early completion") })
        }
        // The runtime's own rotate: the host's would settle past the animation's end.
        #expect(host.runtime.rotate(to: .landscapeLeft))
        #expect(log == ["early animation"])
        host.advance(by: 0.1)
        let coordinator = root.coordinator
        let accepted = coordinator?.animate(alongsideTransition: { context in
            log.append("late animation, duration \(context.transitionDuration)")
            badge.alpha = 0
        }, completion: { context in
            log.append("late completion, cancelled: \(context.isCancelled)")
        })
        #expect(accepted == true)
        #expect(log == ["early animation", "late animation, duration 0.4"])
        #expect(badge.alpha == 0)
        host.advance(by: 0.15)
        // Halfway through the late animation's 0.3 s (ease-in-out is symmetric).
        #expect(close(opacity(badge), 0.5, within: 1e-3))
        #expect(root.transitionCoordinator != nil)
        host.advance(by: 0.15)
        host.runUntilIdle()
        #expect(log == ["early animation", "late animation, duration 0.4",
                        "early completion", "late completion, cancelled: false"])
        // Ended with the rotation: no presentation value is left, the model value shows.
        #expect(opacity(badge) == nil)
        #expect(badge.alpha == 0)
        #expect(root.transitionCoordinator == nil)
    }

    /// Once the rotation has ended the coordinator refuses new blocks: neither runs.
    @Test func blockAfterTheRotationEnded_isRefused_rule10_3() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let root = CapturingViewController()
        host.show(root)
        #expect(host.rotate(to: .landscapeLeft))
        host.runUntilIdle()
        var log: [String] = []
        let accepted = root.coordinator?.animate(alongsideTransition: { _ in log.append("animation") },
                                                 completion: { _ in log.append("completion") })
        host.runUntilIdle()
        #expect(accepted == false)
        #expect(log.isEmpty)
    }
}
