import Testing
import UIKit
import UIKitTesting

/// A sheet delegate that records every call.
@MainActor
final class RecordingSheetDelegate: RecordingAdaptiveDelegate, UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        trace.record("didChangeSelectedDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
}

/// Shared set-up: a shown root "A" and an unpresented "P" with a recording sheet delegate.
@MainActor
struct SheetFixture {
    let host: HeadlessHost
    let trace = TraceRecorder()
    let root: TracingViewController
    let content: TracingViewController
    let delegate: RecordingSheetDelegate
    let sheet: UISheetPresentationController

    init(device: ViewControllerKit.DeviceProfile = .iPhone14, orientation: UIInterfaceOrientation = .portrait,
         style: UIModalPresentationStyle = .automatic, configure: (UISheetPresentationController) -> Void = { _ in }) {
        host = HeadlessHost(device: device, orientation: orientation)
        root = TracingViewController("A", trace: trace)
        host.show(root)
        content = TracingViewController("P", trace: trace)
        content.modalPresentationStyle = style
        delegate = RecordingSheetDelegate(trace: trace)
        sheet = content.sheetPresentationController!
        sheet.delegate = delegate
        configure(sheet)
        trace.take()
    }

    func present(animated: Bool = false) {
        root.present(content, animated: animated)
        host.runUntilIdle()
        trace.take()
    }

    var dimmingView: UIView? { host.window.subviews.first { String(describing: type(of: $0)) == "SheetDimmingView" } }
}

/// UISheetPresentationController: detents, frames per device, dimming, grabber and corner
/// radius, changes in code and inside `animateChanges` (UIKIT-SEMANTICS 6.8, 6.9).
@Suite @MainActor struct SheetPresentationTests {
    @Test func defaultPresentation_isALargeSheet_overADimmingView_noPresenterCallbacks_rules6_8_6_9() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        #expect(f.content.presentationController === f.sheet)
        #expect(f.sheet.detents.map(\.identifier) == [.large])
        #expect(f.sheet.selectedDetentIdentifier == nil)
        f.root.present(f.content, animated: false)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "adaptivePresentationStyle(compact)", "P.loadView", "P.viewDidLoad", "P.viewWillAppear(false) beingPresented",
            "willPresentWithAdaptiveStyle(-1)", "P.viewIsAppearing(false)", "P.viewDidAppear(false) beingPresented",
        ])
        #expect(f.content.sheetPresentationController === f.sheet)
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(f.content.view.layer.cornerRadius == 10)
        let dimming = try #require(f.dimmingView)
        #expect(dimming.frame == f.host.window.bounds)
        #expect(dimming.alpha == 1)
        #expect(f.host.window.subviews.map { $0 === dimming || $0 === f.content.view } == [false, true, true])
        #expect(f.root.view.window === f.host.window)
    }

    @Test(arguments: [
        (ViewControllerKit.DeviceProfile.iPhone14, CGRect(x: 0, y: 433.5, width: 390, height: 410.5)),
        (ViewControllerKit.DeviceProfile.iPhoneSE, CGRect(x: 0, y: 348.5, width: 375, height: 318.5)),
    ])
    func mediumDetent_isHalfTheLargestHeight_plusTheBottomInset(device: ViewControllerKit.DeviceProfile, frame: CGRect) {
        // iPhone 14: largest value 844 − 57 − 34 = 753, half 376.5, + 34. SE: 667 − 30 = 637, half 318.5.
        let f = SheetFixture(device: device) { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(f.content.view.frame == frame)
        #expect(f.sheet.selectedDetentIdentifier == nil)   // nil: the smallest
    }

    @Test func rotation_placesTheSheetAtItsDetentInTheNewContainer_andBack() {
        // Portrait: the medium detent. Landscape is vertically compact, so only the large
        // detent is active (as when presented in landscape). Back in portrait: medium again.
        let f = SheetFixture { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(f.content.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        f.host.rotate(to: .landscapeRight)
        f.host.runUntilIdle()
        #expect(f.content.view.frame == CGRect(x: 0, y: 10, width: 844, height: 380))
        f.host.rotate(to: .portrait)
        f.host.runUntilIdle()
        #expect(f.content.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func selectedDetent_inCode_appliesAtOnce_withoutDelegateCall() {
        let f = SheetFixture { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        f.sheet.selectedDetentIdentifier = .large
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        f.sheet.selectedDetentIdentifier = .medium
        #expect(f.content.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        #expect(f.trace.take() == [])
    }

    @Test func animateChanges_modelAtOnce_presentationMovesOnTheClock() throws {
        let f = SheetFixture { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        f.sheet.animateChanges { f.sheet.selectedDetentIdentifier = .large }
        #expect(f.content.view.frame.minY == 57)
        f.host.advance(by: 0.35 / 2)
        let midway = try #require(f.content.view.layer.presentation()).frame.minY
        #expect(midway > 57 && midway < 433.5)
        f.host.runUntilIdle()
        #expect(f.content.view.layer.presentation() == nil)   // at rest: no animation left
        #expect(f.content.view.frame.minY == 57)
    }

    @Test func customDetent_resolverGetsTheContext_valueClampedToTheMaximum() {
        var seen: [(CGFloat, UIUserInterfaceSizeClass)] = []
        let small = UISheetPresentationController.Detent.Identifier("small")
        let f = SheetFixture {
            $0.detents = [.custom(identifier: small) { context in
                seen.append((context.maximumDetentValue, context.containerTraitCollection.horizontalSizeClass))
                return 200
            }, .large()]
        }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(seen.first.map { $0.0 } == 753)
        #expect(seen.first.map { $0.1 } == .compact)
        #expect(f.content.view.frame == CGRect(x: 0, y: 610, width: 390, height: 234))
        f.sheet.detents = [.custom(identifier: small) { _ in 5000 }]
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(UISheetPresentationController.Detent.custom { _ in nil }.identifier != UISheetPresentationController.Detent.custom { _ in nil }.identifier)
    }

    @Test func inactiveDetents_areSkipped_mediumIsInactiveInCompactHeight() {
        // Landscape iPhone: vertically compact, so only the large detent is active.
        let f = SheetFixture(orientation: .landscapeRight) { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        // 390 tall; top inset 0 + 10; bottom inset 21.
        #expect(f.content.view.frame == CGRect(x: 0, y: 10, width: 844, height: 380))
        f.sheet.detents = [.custom { _ in nil }, .large()]
        #expect(f.content.view.frame.minY == 10)
    }

    @Test func noActiveDetent_warns_andUsesTheLargeOne() {
        let f = SheetFixture { $0.detents = [.custom { _ in nil }] }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(f.host.diagnostics.map(\.message) == [
            "UISheetPresentationController: at least one detent must be active; using the large detent.",
        ])
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func regularWidth_formSheetIsCentred_detentsDoNotApply() {
        let f = SheetFixture(device: .iPadAir, style: .formSheet) { $0.detents = [.medium()] }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(f.content.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
    }

    @Test func largestUndimmedDetent_leavesThePresenterInteractive_atThatDetentOnly() throws {
        let f = SheetFixture {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        defer { withExtendedLifetime(f.host) {} }
        var taps = 0
        let button = UIButton(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        f.root.view.addSubview(button)
        f.present()
        let dimming = try #require(f.dimmingView)
        #expect(dimming.alpha == 0)
        f.host.tap(at: CGPoint(x: 150, y: 222))
        #expect(taps == 1)
        f.sheet.selectedDetentIdentifier = .large
        #expect(dimming.alpha == 1)
        f.host.tap(at: CGPoint(x: 150, y: 222))
        #expect(taps == 1)
        #expect(f.root.presentedViewController === f.content)   // a tap on the dimming does not dismiss
    }

    @Test func grabber_andCornerRadius_followTheProperties_andAreRemovedOnDismissal() throws {
        let f = SheetFixture { $0.prefersGrabberVisible = true; $0.preferredCornerRadius = 24 }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        let grabber = try #require(f.content.view.subviews.first { $0.accessibilityIdentifier == "sheet-grabber" })
        #expect(grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        #expect(grabber.isUserInteractionEnabled == false)
        #expect(f.content.view.layer.cornerRadius == 24)
        f.sheet.prefersGrabberVisible = false
        #expect(grabber.superview == nil)
        f.sheet.prefersGrabberVisible = true
        f.root.dismiss(animated: false)
        f.host.runUntilIdle()
        #expect(f.content.view.subviews.isEmpty)
        #expect(f.content.view.layer.cornerRadius == 0)
        #expect(f.dimmingView == nil)
    }

    @Test func sheetPresentationController_isNilForOtherStyles() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        for style: UIModalPresentationStyle in [.fullScreen, .overFullScreen, .popover, .custom, .currentContext] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil)
        }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        #expect(sheet.sheetPresentationController != nil)
        #expect(sheet.sheetPresentationController === sheet.presentationController)
    }

    @Test func animatedPresentation_fadesTheDimmingInAlongside_andOutOnDismissal() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.root.present(f.content, animated: true)
        let dimming = try #require(f.dimmingView)
        #expect(dimming.alpha == 1)
        f.host.advance(by: 0.25)
        let alpha = try #require(dimming.layer.presentation()).opacity
        #expect(dimming.layer.opacity == 1)
        #expect(alpha > 0 && alpha < 1)
        f.host.runUntilIdle()
        f.root.dismiss(animated: true)
        #expect(dimming.alpha == 0)
        f.host.runUntilIdle()
        #expect(dimming.superview == nil)
    }

    @Test func compactWidth_delegateAdaptsTheSheetToFullScreen_presenterDisappears_rules6_8_6_10() {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.delegate.adaptiveStyle = .fullScreen
        f.root.present(f.content, animated: false)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "adaptivePresentationStyle(compact)", "P.loadView", "P.viewDidLoad", "A.viewWillDisappear(false)",
            "P.viewWillAppear(false) beingPresented", "willPresentWithAdaptiveStyle(0)", "P.viewIsAppearing(false)",
            "P.viewDidAppear(false) beingPresented", "A.viewDidDisappear(false)",
        ])
        #expect(f.content.view.frame == f.host.window.bounds)
        #expect(f.content.presentationController === f.sheet)
        #expect(f.dimmingView == nil)
        #expect(f.content.view.layer.cornerRadius == 0)
        // Full screen: no pull to dismiss.
        try? f.host.pullSheet(by: 600)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(f.root.presentedViewController === f.content)
    }

    @Test func compactWidth_delegateAnswersPopoverOrNone_keepsTheSheet_rule6_10() {
        for answer: UIModalPresentationStyle in [.none, .popover, .formSheet] {
            let f = SheetFixture()
            defer { withExtendedLifetime(f.host) {} }
            f.delegate.adaptiveStyle = answer
            f.present()
            #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(f.dimmingView != nil)
        }
    }

    @Test func regularWidth_theDelegateIsNotAskedToAdapt_rule6_10() {
        let f = SheetFixture(device: .iPadAir, style: .formSheet)
        defer { withExtendedLifetime(f.host) {} }
        f.delegate.adaptiveStyle = .fullScreen
        f.root.present(f.content, animated: false)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "P.loadView", "P.viewDidLoad", "P.viewWillAppear(false) beingPresented", "willPresentWithAdaptiveStyle(-1)",
            "P.viewIsAppearing(false)", "P.viewDidAppear(false) beingPresented",
        ])
        #expect(f.content.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
    }
}
