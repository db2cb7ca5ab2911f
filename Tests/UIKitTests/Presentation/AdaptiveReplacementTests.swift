import Testing
import UIKit
import UIKitTesting

/// A popover or sheet delegate that adapts to `style` and wraps the content in a
/// navigation controller (Apple's documented use of the replacement), recording each call.
@MainActor
final class WrappingAdaptiveDelegate: UIPopoverPresentationControllerDelegate {
    let trace: TraceRecorder
    var style: UIModalPresentationStyle = .automatic
    var wraps = true
    private(set) weak var lastReplacement: UINavigationController?
    init(trace: TraceRecorder) { self.trace = trace }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        trace.record("adaptivePresentationStyle")
        return style
    }
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        trace.record("viewControllerForAdaptivePresentationStyle(\(style.rawValue))")
        guard wraps else { return nil }
        let navigation = AppearanceRecordingNavigationController(rootViewController: controller.presentedViewController)
        navigation.trace = trace
        lastReplacement = navigation
        return navigation
    }
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        trace.record("willPresentWithAdaptiveStyle(\(style.rawValue)) coordinator=\(transitionCoordinator != nil)")
    }
}

/// A navigation controller that records its own appearance as `N.…`.
@MainActor
final class AppearanceRecordingNavigationController: UINavigationController {
    var trace: TraceRecorder?
    override func viewWillAppear(_ animated: Bool) {
        trace?.record("N.viewWillAppear(\(animated))")
        super.viewWillAppear(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        trace?.record("N.viewDidAppear(\(animated))")
        super.viewDidAppear(animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        trace?.record("N.viewWillDisappear(\(animated))")
        super.viewWillDisappear(animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        trace?.record("N.viewDidDisappear(\(animated))")
        super.viewDidDisappear(animated)
    }
}

/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` (UIKIT-SEMANTICS
/// 6.10): the delegate's replacement is presented in the adapted style, and a popover that
/// is up adapts again — into the replacement and back out of it — when its width's size
/// class changes (an iPhone 14 Plus turning between portrait, compact, and landscape,
/// regular).
@Suite @MainActor struct AdaptiveReplacementTests {
    /// An iPhone 14 Plus: 428 × 926, compact width in portrait, regular in landscape.
    static let iPhone14Plus = StoryboardVariationTests.iPhonePlus

    typealias Setup = PopoverScene<WrappingAdaptiveDelegate>

    /// A root with a 44-point source at (100, 200) and an unpresented 300 × 200 popover.
    static func setUp(_ device: ViewControllerKit.DeviceProfile, orientation: UIInterfaceOrientation = .portrait) -> Setup {
        Setup(device, orientation: orientation, delegate: WrappingAdaptiveDelegate.init)
    }

    // MARK: Adapted when presented

    @Test func compactWidth_popoverShowsTheDelegatesNavigationController_asASheet_rule6_10() throws {
        let s = Self.setUp(.iPhone14)
        defer { withExtendedLifetime(s.host) {} }
        let popover = try #require(s.content.popoverPresentationController)
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        let navigation = try #require(s.delegate.lastReplacement)
        #expect(s.trace.take() == [
            "adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle(2)",
            "P.willMove(toParent: AppearanceRecordingNavigationController)",
            "P.didMove(toParent: AppearanceRecordingNavigationController)",
            "N.viewWillAppear(false)", "P.loadView", "P.viewDidLoad", "P.viewWillAppear(false) movingToParent",
            "willPresentWithAdaptiveStyle(2) coordinator=true", "P.viewIsAppearing(false)",
            "N.viewDidAppear(false)", "P.viewDidAppear(false) movingToParent",
        ])
        // The replacement is what is presented; the content is inside it, the popover stays.
        #expect(s.root.presentedViewController === navigation)
        #expect(navigation.presentingViewController === s.root)
        #expect(s.content.parent === navigation)
        #expect(s.content.presentingViewController === s.root)
        #expect(s.content.popoverPresentationController === popover)
        #expect(navigation.presentationController === popover)
        #expect(popover.presentedViewController === s.content)
        #expect(popover.presentedView === navigation.view)
        #expect(popover.presentationStyle == .formSheet)
        // The iPhone sheet: the window less the top safe area (47) and 10.
        #expect(navigation.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(s.content.view.superview === navigation.view)
    }

    @Test func delegateReturnsNil_theContentItselfIsPresented_rule6_10() throws {
        let s = Self.setUp(.iPhone14)
        defer { withExtendedLifetime(s.host) {} }
        s.delegate.wraps = false
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.trace.take().prefix(3) == [
            "adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle(2)", "P.loadView",
        ])
        #expect(s.root.presentedViewController === s.content)
        #expect(s.content.parent == nil)
    }

    @Test func regularWidth_notAdapted_theDelegateIsNotAskedForAReplacement() {
        let s = Self.setUp(.iPadAir)
        defer { withExtendedLifetime(s.host) {} }
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(!s.trace.take().contains { $0.hasPrefix("viewControllerForAdaptivePresentationStyle") })
        #expect(s.root.presentedViewController === s.content)
        #expect(s.content.popoverPresentationController?.arrowDirection == .up)
    }

    @Test func sheetAdaptedToFullScreen_showsTheReplacement_rule6_10() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        host.show(root)
        let content = TracingViewController("P", trace: trace)
        content.modalPresentationStyle = .formSheet
        let delegate = WrappingAdaptiveDelegate(trace: trace)
        delegate.style = .fullScreen
        content.sheetPresentationController?.delegate = delegate
        trace.take()
        root.present(content, animated: false)
        host.runUntilIdle()
        let navigation = try #require(delegate.lastReplacement)
        #expect(trace.take() == [
            "adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle(0)",
            "P.willMove(toParent: AppearanceRecordingNavigationController)",
            "P.didMove(toParent: AppearanceRecordingNavigationController)",
            "A.viewWillDisappear(false)", "N.viewWillAppear(false)", "P.loadView", "P.viewDidLoad",
            "P.viewWillAppear(false) movingToParent", "willPresentWithAdaptiveStyle(0) coordinator=true",
            "P.viewIsAppearing(false)", "N.viewDidAppear(false)", "P.viewDidAppear(false) movingToParent",
            "A.viewDidDisappear(false)",
        ])
        #expect(root.presentedViewController === navigation)
        #expect(navigation.view.frame == host.window.bounds)
        #expect(content.sheetPresentationController === navigation.presentationController)
    }

    @Test func dismissingFromTheContent_dismissesTheReplacement_andEverythingIsDeallocated() {
        weak var weakContent: UIViewController?
        weak var weakNavigation: UINavigationController?
        weak var weakPopover: UIPresentationController?
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        host.show(root)
        let delegate = WrappingAdaptiveDelegate(trace: trace)
        do {
            let content = TracingViewController("P", trace: trace)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = root.view
            content.popoverPresentationController?.delegate = delegate
            weakContent = content
            weakPopover = content.popoverPresentationController
            root.present(content, animated: true)
            host.runUntilIdle()
            weakNavigation = delegate.lastReplacement
            trace.take()
            content.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(trace.take() == [
            "N.viewWillDisappear(true)", "P.viewWillDisappear(true)", "N.viewDidDisappear(true)", "P.viewDidDisappear(true)",
        ])
        #expect(root.presentedViewController == nil)
        #expect(weakNavigation == nil)
        #expect(weakContent == nil)
        #expect(weakPopover == nil)
    }

    // MARK: Adapted while presented

    @Test func popoverUp_widthBecomesCompact_adaptsIntoTheReplacement_andBackToAPopover_rule6_10() throws {
        let s = Self.setUp(Self.iPhone14Plus, orientation: .landscapeRight)
        defer { withExtendedLifetime(s.host) {} }
        let popover = try #require(s.content.popoverPresentationController)
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        // Landscape, regular width: a popover right of its source (no room below it), its
        // arrow 13 points from the source's right edge (144), centred on it (222 − 100).
        let popoverFrame = CGRect(x: 157, y: 122, width: 300, height: 200)
        #expect(s.content.view.frame == popoverFrame)
        #expect(popover.arrowDirection == .left)
        s.trace.take()

        // Portrait: compact width. The delegate is asked during the size change's
        // willTransition, before the presented controller hears it; the replacement appears
        // when it enters the window, the content (on screen throughout) gets no callbacks.
        weak var weakNavigation: UINavigationController?
        do {
            #expect(s.host.rotate(to: .portrait))
            let navigation = try #require(s.delegate.lastReplacement)
            weakNavigation = navigation
            #expect(s.trace.take() == [
                "A.willTransition(to: wChR)", "adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle(2)",
                "P.willMove(toParent: AppearanceRecordingNavigationController)",
                "P.didMove(toParent: AppearanceRecordingNavigationController)",
                "willPresentWithAdaptiveStyle(2) coordinator=true", "P.willTransition(to: wChR)",
                // The sheet's size (10.3), passed on by the replacement to its root.
                "A.viewWillTransition(to: 428x926)", "P.viewWillTransition(to: 428x869)",
                "A.traitCollectionDidChange(wRhC -> wChR)", "P.traitCollectionDidChange(wRhC -> wChR)",
                "N.viewWillAppear(false)", "N.viewDidAppear(false)",
            ])
            #expect(s.root.presentedViewController === navigation)
            #expect(navigation.presentingViewController === s.root)
            #expect(s.content.parent === navigation)
            #expect(s.content.presentingViewController === s.root)
            #expect(popover.presentationStyle == .formSheet)
            #expect(popover.arrowDirection == .unknown)
            #expect(popover.presentedView === navigation.view)
            // The iPhone 14 Plus sheet: 926 less the top safe area (47) and 10.
            #expect(navigation.view.frame == CGRect(x: 0, y: 57, width: 428, height: 869))
            #expect(s.content.view.superview === navigation.view)
        }

        // Landscape again: a popover, the content taken out of the replacement (moved, not
        // re-shown), the replacement disappearing and released.
        #expect(s.host.rotate(to: .landscapeRight))
        #expect(s.trace.take() == [
            "A.willTransition(to: wRhC)", "willPresentWithAdaptiveStyle(-1) coordinator=true", "P.willTransition(to: wRhC)",
            "A.viewWillTransition(to: 926x428)", "P.viewWillTransition(to: 300x200)",   // the popover's size
            "A.traitCollectionDidChange(wChR -> wRhC)", "P.traitCollectionDidChange(wChR -> wRhC)",
            "P.willMove(toParent: nil)", "P.didMove(toParent: nil)", "N.viewWillDisappear(false)", "N.viewDidDisappear(false)",
        ])
        #expect(weakNavigation == nil)
        #expect(s.root.presentedViewController === s.content)
        #expect(s.content.parent == nil)
        #expect(s.content.presentingViewController === s.root)
        #expect(s.content.view.superview === s.host.window)
        #expect(s.content.view.frame == popoverFrame)
        #expect(popover.arrowDirection == .left)
        #expect(popover.presentationStyle == .popover)

        // The popover works as before: a tap outside dismisses it.
        s.host.tap(at: CGPoint(x: 800, y: 380))
        s.host.runUntilIdle()
        #expect(s.root.presentedViewController == nil)
        // Nothing holds the presentation controller any more: a new one next time.
        weak let weakPopover = popover
        #expect(s.content.popoverPresentationController !== weakPopover)
    }
}
