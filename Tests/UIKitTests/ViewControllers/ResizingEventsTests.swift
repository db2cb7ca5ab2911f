import Testing
import UIKitTesting

/// Resizing events on rotation (UIKIT-SEMANTICS 10.1–10.3; seed 002 §6.5.3; issue item 9).
@Suite @MainActor struct ResizingEventsTests {
    @Test func rotation_sendsTheSeedsOrder_rule10_1() {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        root.recordsLayout = true
        host.show(root)
        trace.take()
        #expect(host.rotate(to: .landscapeLeft))
        #expect(trace.take() == [
            "A.willTransition(to: wChC)",
            "A.viewWillTransition(to: 844x390)",
            "A.updateViewConstraints",
            "A.traitCollectionDidChange(wChR -> wChC)",
            "A.viewSafeAreaInsetsDidChange {0, 47, 21, 47}",
            "A.viewLayoutMarginsDidChange",
            "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(host.screen.bounds.size == CGSize(width: 844, height: 390))
    }

    @Test func iPadRotation_hasNoTraitChange_soNoWillTransitionToTraits_rule10_1() {
        let host = HeadlessHost(device: .iPadAir)
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        host.show(root)
        trace.take()
        host.rotate(to: .landscapeRight)
        #expect(trace.take() == ["A.viewWillTransition(to: 1180x820)"])
    }

    @Test func insideViewWillTransition_theOldSizeAndTraitsStillHold_rule10_3() {
        let host = HeadlessHost(device: .iPhone14)
        final class Probe: UIViewController {
            var seen: (CGSize, UIUserInterfaceSizeClass)?
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                seen = (view.bounds.size, traitCollection.verticalSizeClass)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let root = Probe()
        host.show(root)
        host.rotate(to: .landscapeLeft)
        #expect(root.seen?.0 == CGSize(width: 390, height: 844))
        #expect(root.seen?.1 == .regular)
        #expect(root.traitCollection.verticalSizeClass == .compact)
    }

    @Test func coordinatorBlocks_runAlongsideAndAfter_onTheClock() {
        let host = HeadlessHost(device: .iPhone14)
        final class Probe: UIViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                let animated = coordinator.animate(alongsideTransition: { [unowned self] context in
                    self.log.append("alongside \(Int(self.view.bounds.width)) \(context.transitionDuration)")
                }, completion: { [unowned self] context in
                    self.log.append("completion cancelled=\(context.isCancelled)")
                })
                log.append("animated=\(animated)")
            }
        }
        let root = Probe()
        host.show(root)
        host.runtime.rotate(to: .landscapeLeft)
        #expect(root.log == ["animated=true", "alongside 844 0.4"])
        host.advance(by: 0.39)
        #expect(root.log.count == 2)
        host.advance(by: 0.01)
        #expect(root.log == ["animated=true", "alongside 844 0.4", "completion cancelled=false"])
    }

    @Test func sizeTransition_isForwardedToChildren_throughSuper_rule10_3() {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let parent = TracingViewController("P", trace: trace)
        let child = TracingViewController("C", trace: trace)
        ContainmentTests.embed(child, in: parent)
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.show(parent)
        trace.take()
        host.rotate(to: .landscapeRight)
        #expect(trace.take() == [
            "P.willTransition(to: wChC)", "C.willTransition(to: wChC)",
            "P.viewWillTransition(to: 844x390)", "C.viewWillTransition(to: 844x390)",
            "P.traitCollectionDidChange(wChR -> wChC)", "C.traitCollectionDidChange(wChR -> wChC)",
        ])
    }

    @Test func noResizeEvents_whenTheRootIsFirstShown_rule10_2() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        host.show(TracingViewController("A", trace: trace))
        #expect(trace.events(containing: "ransition").isEmpty)
    }
}

/// Size changes that are not transitions (UIKIT-SEMANTICS 10.5) and repeated layout (2.5).
@Suite @MainActor struct NonTransitionResizeTests {
    @Test func appDrivenWindowResize_sendsOnlyLayoutCallbacks_rule10_5() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        root.recordsLayout = true
        host.show(root)
        trace.take()
        host.window.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        host.pump()
        #expect(trace.take() == [
            "A.updateViewConstraints",
            "A.viewSafeAreaInsetsDidChange {47, 0, 0, 0}",
            "A.viewLayoutMarginsDidChange",
            "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
        #expect(root.view.frame.size == CGSize(width: 390, height: 600))
    }

    @Test func layoutCallbacks_canRepeat_withinOneAppearance_rule2_5() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        root.recordsLayout = true
        host.show(root)
        trace.take()
        root.view.setNeedsLayout()
        host.pump()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        #expect(trace.take() == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                                 "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }
}
