import Testing
import UIKit
import UIKitTesting

/// A popover delegate that records every call.
@MainActor
final class RecordingPopoverDelegate: RecordingAdaptiveDelegate, UIPopoverPresentationControllerDelegate {
    var sourceToSet: UIView?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        trace.record("prepareForPopoverPresentation")
        if let sourceToSet { popoverPresentationController.sourceView = sourceToSet }
    }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        trace.record("shouldDismissPopover")
        return true
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        trace.record("didDismissPopover")
    }
}

/// UIPopoverPresentationController: source, placement, arrow, dismissal by a tap outside,
/// adaptivity (UIKIT-SEMANTICS 6.8, 6.10), and action sheets as popovers on iPad.
@Suite @MainActor struct PopoverPresentationTests {
    typealias Setup = PopoverScene<RecordingPopoverDelegate>

    /// A root with a 44-point source view at (100, 200), and an unpresented 300 × 200 popover.
    static func setUp(_ device: ViewControllerKit.DeviceProfile = .iPadAir) -> Setup {
        Setup(device, delegate: RecordingPopoverDelegate.init)
    }

    @Test func regularWidth_popoverBelowItsSource_insideTheSafeAreaMargins_noPresenterCallbacks_rule6_8() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        let popover = try #require(s.content.popoverPresentationController)
        #expect(popover.arrowDirection == .unknown)
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [
            "prepareForPopoverPresentation", "P.loadView", "P.viewDidLoad",
            "P.viewWillAppear(false) beingPresented", "willPresentWithAdaptiveStyle(-1)", "P.viewIsAppearing(false)",
            "P.viewDidAppear(false) beingPresented",
        ])
        // Centred on the source (x 122 − 150) then moved inside the 10-point margin; 13 below it.
        #expect(s.content.view.frame == CGRect(x: 10, y: 257, width: 300, height: 200))
        #expect(popover.arrowDirection == .up)
        #expect(s.content.presentationController === popover)
    }

    @Test func onlyDownPermitted_popoverGoesAboveTheSource() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.content.popoverPresentationController?.permittedArrowDirections = .down
        s.content.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 20)
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        // Above: 200 − 13 − 200 = −13 does not fit, so the only permitted side shrinks to
        // the room between the top margin (24 + 10) and the arrow: 200 − 13 − 34 = 153.
        #expect(s.content.view.frame == CGRect(x: 10, y: 34, width: 300, height: 153))
        #expect(s.content.popoverPresentationController?.arrowDirection == .down)
    }

    @Test func tapOutside_asksThenDismisses_inUIKitsOrder() {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        s.trace.take()
        s.host.tap(at: CGPoint(x: 600, y: 900))
        #expect(s.trace.take() == ["shouldDismiss", "shouldDismissPopover", "willDismiss", "P.viewWillDisappear(true) beingDismissed"])
        s.host.runUntilIdle()
        #expect(s.trace.take() == ["P.viewDidDisappear(true) beingDismissed", "didDismiss", "didDismissPopover"])
        #expect(s.root.presentedViewController == nil)
    }

    @Test func tapOutside_refusedByDelegate_keepsThePopover() {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.delegate.allowsDismissal = false
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        s.trace.take()
        s.host.tap(at: CGPoint(x: 600, y: 900))
        s.host.runUntilIdle()
        #expect(s.trace.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(s.root.presentedViewController === s.content)
    }

    @Test func tapOutside_whileModalInPresentation_onlyTellsTheDelegateOfTheAttempt() {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.content.isModalInPresentation = true
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        s.trace.take()
        s.host.tap(at: CGPoint(x: 600, y: 900))
        s.host.runUntilIdle()
        #expect(s.trace.take() == ["didAttemptToDismiss"])
        #expect(s.root.presentedViewController === s.content)
    }

    @Test func tapOnAPassthroughView_reachesIt_andKeepsThePopover() {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 500, y: 800, width: 100, height: 44)
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        s.root.view.addSubview(button)
        s.content.popoverPresentationController?.passthroughViews = [button]
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        s.trace.take()
        s.host.tap(at: CGPoint(x: 550, y: 822))
        s.host.runUntilIdle()
        #expect(tapped == 1)
        #expect(s.root.presentedViewController === s.content)
        #expect(s.trace.take().isEmpty)
    }

    @Test func noSource_raisesUIKitsException_andPresentsNothing() {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.content.popoverPresentationController?.sourceView = nil
        s.host.expectException(containing: "should have a non-nil sourceView or barButtonItem set before the presentation occurs.") {
            s.root.present(s.content, animated: false)
        }
        s.host.runUntilIdle()
        #expect(s.root.presentedViewController == nil)
        #expect(s.content.presentingViewController == nil)
    }

    @Test func prepareForPopoverPresentation_canSupplyTheSource() {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.content.popoverPresentationController?.sourceView = nil
        s.delegate.sourceToSet = s.source
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.content.view.frame == CGRect(x: 10, y: 257, width: 300, height: 200))
    }

    @Test func compactWidth_popoverBecomesASheet_byDefault_rule6_10() {
        let s = Self.setUp(.iPhone14)
        defer { withExtendedLifetime(s.host) {} }
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [
            "adaptivePresentationStyle(compact)", "prepareForPopoverPresentation", "P.loadView", "P.viewDidLoad",
            "P.viewWillAppear(false) beingPresented", "willPresentWithAdaptiveStyle(2)", "P.viewIsAppearing(false)",
            "P.viewDidAppear(false) beingPresented",
        ])
        // The iPhone sheet: the window less the top safe area (47) and 10.
        #expect(s.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(s.content.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test func compactWidth_delegateSaysNone_staysAPopover_rule6_10() {
        let s = Self.setUp(.iPhone14)
        defer { withExtendedLifetime(s.host) {} }
        s.delegate.adaptiveStyle = .none
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.content.view.frame == CGRect(x: 10, y: 257, width: 300, height: 200))
        #expect(s.content.popoverPresentationController?.arrowDirection == .up)
    }

    @Test func compactWidth_delegateSaysFullScreen_presenterDisappears_rule6_10_rule6_8() {
        let s = Self.setUp(.iPhone14)
        defer { withExtendedLifetime(s.host) {} }
        s.delegate.adaptiveStyle = .fullScreen
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [
            "adaptivePresentationStyle(compact)", "prepareForPopoverPresentation", "P.loadView", "P.viewDidLoad",
            "A.viewWillDisappear(false)", "P.viewWillAppear(false) beingPresented", "willPresentWithAdaptiveStyle(0)",
            "P.viewIsAppearing(false)", "P.viewDidAppear(false) beingPresented", "A.viewDidDisappear(false)",
        ])
        #expect(s.content.view.frame == s.host.window.bounds)
        #expect(s.root.viewIfLoaded?.window == nil)
    }

    @Test func popoverPresentationController_isNilForOtherStyles() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        #expect(controller.popoverPresentationController != nil)
        #expect(controller.popoverPresentationController === controller.presentationController)
    }

    @Test func actionSheetOnIPad_withoutSource_raisesUIKitsException() {
        let host = HeadlessHost(device: .iPadAir)
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(sheet.modalPresentationStyle == .popover)
        host.expectException(containing: ">. The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. "
                             + "You must provide location information for this popover through the alert controller's "
                             + "popoverPresentationController. You must provide either a sourceView and sourceRect or a "
                             + "barButtonItem.  If this information is not known when you present the alert controller, you "
                             + "may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.") {
            a.present(sheet, animated: false)
        }
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
    }

    @Test func actionSheetOnIPad_isAPopoverWithoutCancelButton_tapOutsideRunsCancel() throws {
        let host = HeadlessHost(device: .iPadAir)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = UIViewController()
        host.show(a)
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Camera", style: .default) { _ in trace.record("Camera") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace.record("Cancel") })
        let button = UIView(frame: CGRect(x: 400, y: 100, width: 60, height: 30))
        a.view.addSubview(button)
        sheet.popoverPresentationController?.sourceView = button
        a.present(sheet, animated: true)
        host.runUntilIdle()
        // 304 wide, header 44 + one 57-point row, centred under the source (430 − 152).
        #expect(sheet.view.frame == CGRect(x: 278, y: 143, width: 304, height: 101))
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        #expect(throws: TouchSynthesisError.notFound(query: "alert action \"Cancel\"")) { try host.tapAlertAction("Cancel") }
        host.tap(at: CGPoint(x: 100, y: 900))
        host.runUntilIdle()
        #expect(trace.take() == ["Cancel"])
        #expect(a.presentedViewController == nil)
    }

    @Test func popoverAndItsController_areDeallocatedAfterDismissal() {
        weak var weakContent: UIViewController?
        weak var weakPopover: UIPopoverPresentationController?
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        do {
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = s.source
            weakContent = content
            weakPopover = content.popoverPresentationController
            s.root.present(content, animated: true)
            s.host.runUntilIdle()
            s.host.tap(at: CGPoint(x: 600, y: 900))
            s.host.runUntilIdle()
        }
        #expect(s.root.presentedViewController == nil)
        #expect(weakContent == nil)
        #expect(weakPopover == nil)
    }
}

/// A popover anchored to a bar button item, and the alert's dimming view mid-flight.
@Suite @MainActor struct PopoverSourceItemTests {
    @Test func barButtonItem_anchorsThePopoverBelowItsView() throws {
        let host = HeadlessHost(device: .iPadAir)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Share")
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        host.show(navigation)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceItem = item
        #expect(content.popoverPresentationController?.barButtonItem === item)
        #expect(content.popoverPresentationController?.sourceView == nil)
        root.present(content, animated: false)
        host.runUntilIdle()
        let itemView = try #require(host.view(label: "Share"))
        let anchor = itemView.convert(itemView.bounds, to: nil)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.view.frame.minY == anchor.maxY + 13)
        // Near the right edge: moved inside the 10-point margin.
        #expect(content.view.frame.maxX == min(anchor.midX + 100, host.window.bounds.width - 10))
    }

    @Test func alertDimmingView_fadesInAlongsideThePresentation() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        let alert = AlertControllerTests.deleteAlert()
        a.present(alert, animated: true)
        let container = try #require(alert.view.superview)
        let dimming = try #require(container.subviews.first)
        #expect(dimming !== alert.view)
        #expect(dimming.frame == host.window.bounds)
        host.advance(by: 0.25)
        let midway = try #require(dimming.layer.presentation()?.opacity)
        #expect(midway > 0.05 && midway < 0.95)
        host.runUntilIdle()
        #expect(dimming.alpha == 1)
        try host.tapAlertAction("Cancel")
        host.runUntilIdle()
        #expect(dimming.superview == nil)
    }
}
