import Testing
import UIKit
import UIKitTesting

/// A popover delegate recording every adaptive and dismissal call — naming the controller
/// it is told about when that is the popover — that configures the adaptive sheet in
/// `presentationController(_:prepare:)` with `prepareSheet`.
@MainActor
final class AdaptiveSheetDelegate: RecordingAdaptiveDelegate, UIPopoverPresentationControllerDelegate,
                                   UISheetPresentationControllerDelegate {
    var prepareSheet: (UISheetPresentationController) -> Void = { _ in }
    /// The adaptive controllers `prepare` was given (identities: holding them would keep
    /// them alive past the leak tests).
    private(set) var preparedControllers: [ObjectIdentifier] = []

    override func subject(_ controller: UIPresentationController) -> String { "(\(name(controller)))" }
    private func name(_ controller: UIPresentationController) -> String {
        controller is UIPopoverPresentationController ? "popover" : "\(type(of: controller))"
    }

    override func presentationController(_ controller: UIPresentationController,
                                         viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        trace.record("viewControllerForAdaptivePresentationStyle(\(style.rawValue))")
        return nil
    }
    override func presentationController(_ presentationController: UIPresentationController,
                                         prepare adaptivePresentationController: UIPresentationController) {
        trace.record("prepare(\(name(presentationController)), \(name(adaptivePresentationController)))")
        preparedControllers.append(ObjectIdentifier(adaptivePresentationController))
        if let sheet = adaptivePresentationController as? UISheetPresentationController { prepareSheet(sheet) }
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        trace.record("prepareForPopoverPresentation")
    }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        trace.record("shouldDismissPopover")
        return true
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        trace.record("didDismissPopover")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        trace.record("didChangeSelectedDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
}

/// A popover adapted to a sheet in a compact width is shown by its
/// `adaptiveSheetPresentationController` (iOS 15; UIKIT-SEMANTICS 6.10): the delegate's
/// `presentationController(_:prepare:)` configures it, its detents give the frames, it is
/// pulled down like any sheet (6.8: the presenter gets no callbacks; 6.16: the relationships
/// last until the dismissal ends), and it goes back to a popover when the width is regular.
@Suite @MainActor struct AdaptiveSheetTests {
    typealias Setup = PopoverScene<AdaptiveSheetDelegate>

    static func setUp(_ device: ViewControllerKit.DeviceProfile = .iPhone14,
                      orientation: UIInterfaceOrientation = .portrait) -> Setup {
        Setup(device, orientation: orientation, delegate: AdaptiveSheetDelegate.init)
    }

    static func dimmingView(in host: HeadlessHost) -> UIView? {
        host.window.subviews.first { String(describing: type(of: $0)) == "SheetDimmingView" }
    }

    /// `content` made a popover pointing at `root`'s view, with `delegate`.
    @discardableResult
    static func popover<Content: UIViewController>(_ content: Content, on root: UIViewController,
                                                  delegate: UIAdaptivePresentationControllerDelegate?) -> Content {
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.delegate = delegate
        return content
    }

    /// An iPhone 14 host showing a tracing root "A" (compact width).
    static func iPhoneRoot() -> (HeadlessHost, TraceRecorder, TracingViewController) {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        host.show(root)
        return (host, trace, root)
    }

    static func grabber(in view: UIView) -> UIView? {
        view.subviews.first { $0.accessibilityIdentifier == "sheet-grabber" }
    }

    /// iPhone 14 (390 × 844, safe area 47 top, 34 bottom): the largest detent value is
    /// 844 − 47 − 10 − 34 = 753, so large is (0, 57, 390, 787) and medium (376.5 + 34 high)
    /// is (0, 433.5, 390, 410.5).
    static let large = CGRect(x: 0, y: 57, width: 390, height: 787)
    static let medium = CGRect(x: 0, y: 433.5, width: 390, height: 410.5)
    /// The presenter stepped back behind a full-height sheet: 16 points in each side, its
    /// top at the safe area's top (SheetPresenterScale).
    static let steppedBack = CGRect(x: 16, y: 47, width: 358, height: 844.0 * 358 / 390)

    // MARK: Presented in a compact width

    @Test func compactWidth_delegateOrder_prepareGetsTheAdaptiveSheet_beforeWillPresent_rule6_10() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        let popover = try #require(s.content.popoverPresentationController)
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [
            "adaptivePresentationStyle(compact)", "viewControllerForAdaptivePresentationStyle(2)",
            "prepare(popover, UISheetPresentationController)", "prepareForPopoverPresentation",
            "P.loadView", "P.viewDidLoad", "P.viewWillAppear(false) beingPresented", "willPresentWithAdaptiveStyle(2)",
            "P.viewIsAppearing(false)", "P.viewDidAppear(false) beingPresented",
        ])
        #expect(s.delegate.preparedControllers.count == 1)
        #expect(s.delegate.preparedControllers.first == ObjectIdentifier(popover.adaptiveSheetPresentationController))
        // The popover stays the presentation's controller; a popover has no sheet controller.
        #expect(s.content.presentationController === popover)
        #expect(s.content.popoverPresentationController === popover)
        #expect(s.content.sheetPresentationController == nil)
        #expect(popover.presentationStyle == .formSheet)
        #expect(popover.arrowDirection == .unknown)
    }

    @Test func defaultAdaptiveSheet_largeDetentOnly_aRealSheet_presenterStepsBack_rule6_10_rule6_8() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        let sheet = try #require(s.content.popoverPresentationController?.adaptiveSheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.prefersGrabberVisible == false)
        s.root.present(s.content, animated: true)
        s.host.runUntilIdle()
        #expect(s.content.view.frame == Self.large)
        #expect(s.content.view.layer.cornerRadius == 10)
        #expect(Self.grabber(in: s.content.view) == nil)
        let dimming = try #require(Self.dimmingView(in: s.host))
        #expect(dimming.alpha == 1)
        #expect(dimming.frame == s.host.window.bounds)
        #expect(s.root.view.frame ≈ Self.steppedBack)
        // 6.8: the presenter stays and gets no callbacks.
        #expect(!s.trace.take().contains { $0.hasPrefix("A.") })
        #expect(s.root.view.window === s.host.window)
    }

    @Test func detentsSetInPrepare_giveTheFrames_mediumThenLarge_inCompactWidth_rule6_10() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.delegate.prepareSheet = { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        let sheet = try #require(s.content.popoverPresentationController?.adaptiveSheetPresentationController)
        s.root.present(s.content, animated: true)
        s.host.runUntilIdle()
        // The smallest active detent first; the presenter stays as it is below full height.
        #expect(s.content.view.frame == Self.medium)
        #expect(Self.grabber(in: s.content.view)?.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        #expect(s.root.view.frame == s.host.window.bounds)
        // Changing the adaptive sheet while shown applies to the shown popover.
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        s.host.runUntilIdle()
        #expect(s.content.view.frame == Self.large)
        #expect(s.root.view.frame ≈ Self.steppedBack)
        // Dragged down between detents: the sheet's own delegate hears of the new detent.
        sheet.delegate = s.delegate
        s.trace.take()
        try s.host.pullSheet(by: 350)
        s.host.runUntilIdle()
        #expect(s.trace.take() == ["didChangeSelectedDetent(com.apple.UIKit.medium)"])
        #expect(s.content.view.frame == Self.medium)
    }

    @Test func configuredBeforePresenting_theSnippetFromIOS_works_rule6_10() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        if let sheet = s.content.popoverPresentationController?.adaptiveSheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.content.view.frame == Self.large)
        let dimming = try #require(Self.dimmingView(in: s.host))
        #expect(dimming.alpha == 1)
    }

    // MARK: Not adapted to a sheet: no prepare

    @Test func regularWidth_orFullScreen_orNone_prepareIsNotSent_rule6_10() {
        for (device, style) in [(ViewControllerKit.DeviceProfile.iPadAir, UIModalPresentationStyle.automatic),
                                (.iPhone14, .fullScreen), (.iPhone14, .none)] {
            let s = Self.setUp(device)
            defer { withExtendedLifetime(s.host) {} }
            s.delegate.adaptiveStyle = style
            s.root.present(s.content, animated: false)
            s.host.runUntilIdle()
            #expect(!s.trace.take().contains { $0.hasPrefix("prepare(") })
            #expect(s.delegate.preparedControllers.isEmpty)
            #expect(Self.dimmingView(in: s.host) == nil)
        }
    }

    // MARK: Pulled down

    @Test func pullDown_dismisses_askingThePopoversDelegateAboutThePopover_rules6_8_6_16() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.root.present(s.content, animated: true)
        s.host.runUntilIdle()
        s.trace.take()
        try s.host.pullSheet(by: 500)
        #expect(s.trace.take() == [
            "shouldDismiss(popover)", "willDismiss(popover)", "P.viewWillDisappear(true) beingDismissed",
        ])
        #expect(s.root.presentedViewController === s.content)   // 6.16: until it ends
        s.host.runUntilIdle()
        // No popover-only calls: it was not dismissed as a popover.
        #expect(s.trace.take() == ["P.viewDidDisappear(true) beingDismissed", "didDismiss(popover)"])
        #expect(s.root.presentedViewController == nil)
        #expect(s.content.presentingViewController == nil)
        #expect(s.content.viewIfLoaded?.superview == nil)
        #expect(s.content.view.transform == .identity)
        #expect(s.content.view.layer.cornerRadius == 0)
        #expect(Self.dimmingView(in: s.host) == nil)
        #expect(s.root.view.transform == .identity)
        #expect(s.root.view.frame == s.host.window.bounds)
    }

    @Test func shortPull_isCancelled_theAdaptedSheetStays_rule2_1() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.root.present(s.content, animated: true)
        s.host.runUntilIdle()
        s.trace.take()
        try s.host.pullSheet(by: 100, duration: 1)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [
            "shouldDismiss(popover)", "willDismiss(popover)", "P.viewWillDisappear(true) beingDismissed",
            "P.viewWillAppear(true)", "P.viewIsAppearing(true)", "P.viewDidAppear(true)",
        ])
        #expect(s.root.presentedViewController === s.content)
        #expect(s.content.view.frame == Self.large)
        #expect(Self.dimmingView(in: s.host)?.alpha == 1)
        #expect(s.root.view.frame ≈ Self.steppedBack)
    }

    @Test func isModalInPresentation_refusesThePull_onlyDidAttemptToDismiss() throws {
        let s = Self.setUp()
        defer { withExtendedLifetime(s.host) {} }
        s.content.isModalInPresentation = true
        s.root.present(s.content, animated: true)
        s.host.runUntilIdle()
        s.trace.take()
        try s.host.pullSheet(by: 600)
        s.host.runUntilIdle()
        #expect(s.trace.take() == ["didAttemptToDismiss(popover)"])
        #expect(s.root.presentedViewController === s.content)
        #expect(s.content.view.frame == Self.large)
    }

    // MARK: Adapted while presented

    /// iPhone 14 Plus (428 × 926): landscape is regular width, portrait compact; in portrait
    /// the largest detent value is 926 − 47 − 10 − 34 = 835, the medium one 417.5.
    @Test func popoverUp_widthBecomesCompact_becomesTheAdaptiveSheet_andBackToAPopover_rule6_10() throws {
        let s = Self.setUp(AdaptiveReplacementTests.iPhone14Plus, orientation: .landscapeRight)
        defer { withExtendedLifetime(s.host) {} }
        s.delegate.prepareSheet = { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        let popover = try #require(s.content.popoverPresentationController)
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        let popoverFrame = CGRect(x: 157, y: 122, width: 300, height: 200)
        #expect(s.content.view.frame == popoverFrame)
        #expect(!s.trace.take().contains { $0.hasPrefix("prepare(") })

        #expect(s.host.rotate(to: .portrait))
        #expect(s.trace.take() == [
            "A.willTransition(to: wChR)", "adaptivePresentationStyle(compact)", "viewControllerForAdaptivePresentationStyle(2)",
            "prepare(popover, UISheetPresentationController)", "willPresentWithAdaptiveStyle(2)", "P.willTransition(to: wChR)",
            // The size the popover's presentation gives it (10.3): the sheet's at its detent.
            "A.viewWillTransition(to: 428x926)", "P.viewWillTransition(to: 428x451)",
            "A.traitCollectionDidChange(wRhC -> wChR)", "P.traitCollectionDidChange(wRhC -> wChR)",
        ])
        #expect(s.delegate.preparedControllers.last == ObjectIdentifier(popover.adaptiveSheetPresentationController))
        #expect(popover.presentationStyle == .formSheet)
        #expect(s.content.view.frame == CGRect(x: 0, y: 474.5, width: 428, height: 451.5))
        #expect(Self.grabber(in: s.content.view) != nil)
        #expect(Self.dimmingView(in: s.host)?.alpha == 1)
        #expect(s.content.sheetPresentationController == nil)

        // Pulled up to large: the sheet's full height, the presenter stepped back.
        try s.host.pullSheet(by: -400)
        s.host.runUntilIdle()
        #expect(s.content.view.frame == CGRect(x: 0, y: 57, width: 428, height: 869))
        #expect(s.root.view.frame ≈ CGRect(x: 16, y: 47, width: 396, height: 926.0 * 396 / 428))

        // Landscape again: a popover at its source, the sheet's chrome gone.
        s.trace.take()
        #expect(s.host.rotate(to: .landscapeRight))
        #expect(s.trace.take() == [
            "A.willTransition(to: wRhC)", "willPresentWithAdaptiveStyle(-1)", "P.willTransition(to: wRhC)",
            "A.viewWillTransition(to: 926x428)", "P.viewWillTransition(to: 300x200)",   // the popover's size
            "A.traitCollectionDidChange(wChR -> wRhC)", "P.traitCollectionDidChange(wChR -> wRhC)",
        ])
        #expect(s.content.view.frame == popoverFrame)
        #expect(popover.arrowDirection == .left)
        #expect(popover.presentationStyle == .popover)
        #expect(Self.dimmingView(in: s.host) == nil)
        #expect(Self.grabber(in: s.content.view) == nil)
        #expect(s.content.view.gestureRecognizers?.isEmpty ?? true)
        #expect(s.root.view.transform == .identity)
        #expect(s.root.view.frame == s.host.window.bounds)

        // Portrait once more: prepared again, at the detent it was left on.
        #expect(s.host.rotate(to: .portrait))
        #expect(s.trace.take().filter { $0.hasPrefix("prepare(") } == ["prepare(popover, UISheetPresentationController)"])
        #expect(s.content.view.frame == CGRect(x: 0, y: 57, width: 428, height: 869))
        // And it is pulled like a sheet: down to medium, then down and away.
        try s.host.pullSheet(by: 420)
        s.host.runUntilIdle()
        #expect(s.content.view.frame == CGRect(x: 0, y: 474.5, width: 428, height: 451.5))
        s.trace.take()
        try s.host.pullSheet(by: 400)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [
            "shouldDismiss(popover)", "willDismiss(popover)", "P.viewWillDisappear(true) beingDismissed",
            "P.viewDidDisappear(true) beingDismissed", "didDismiss(popover)",
        ])
        #expect(s.root.presentedViewController == nil)
    }

    // MARK: Leaks

    @Test func afterAPullDown_theAdaptiveSheet_popover_andPresentedControllerAreDeallocated() throws {
        weak var weakContent: UIViewController?
        weak var weakPopover: UIPopoverPresentationController?
        weak var weakSheet: UISheetPresentationController?
        let (host, trace, root) = AdaptiveSheetTests.iPhoneRoot()
        defer { withExtendedLifetime(host) {} }
        let delegate = AdaptiveSheetDelegate(trace: trace)
        delegate.prepareSheet = { $0.detents = [.medium(), .large()] }
        do {
            let content = AdaptiveSheetTests.popover(UIViewController(), on: root, delegate: delegate)
            weakContent = content
            weakPopover = content.popoverPresentationController
            weakSheet = content.popoverPresentationController?.adaptiveSheetPresentationController
            root.present(content, animated: true)
            host.runUntilIdle()
            try host.pullSheet(by: 400)
            host.runUntilIdle()
        }
        #expect(trace.take().last == "didDismiss(popover)")
        #expect(root.presentedViewController == nil)
        #expect(weakContent == nil)
        #expect(weakPopover == nil)
        #expect(weakSheet == nil)
        #expect(delegate.preparedControllers.count == 1)
    }

    @Test func afterADismissalByCode_theAdaptiveSheetIsDeallocated() {
        weak var weakContent: UIViewController?
        weak var weakSheet: UISheetPresentationController?
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        do {
            let content = AdaptiveSheetTests.popover(UIViewController(), on: root, delegate: nil)
            weakContent = content
            weakSheet = content.popoverPresentationController?.adaptiveSheetPresentationController
            root.present(content, animated: true)
            host.runUntilIdle()
            content.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(root.presentedViewController == nil)
        #expect(Self.dimmingView(in: host) == nil)
        #expect(weakContent == nil)
        #expect(weakSheet == nil)
    }
}

/// A popover adapted to a sheet whose delegate answers `.fullScreen` once the height is
/// compact too: the sheet's chrome goes, the content fills the window (UIKIT-SEMANTICS 6.10).
@MainActor
final class FullScreenWhenShortDelegate: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.verticalSizeClass == .compact ? .fullScreen : .automatic
    }
}

extension AdaptiveSheetTests {
    @Test func adaptedSheet_readaptedToFullScreen_losesTheSheetsChrome_rule6_10() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        let delegate = FullScreenWhenShortDelegate()
        let content = AdaptiveSheetTests.popover(UIViewController(), on: root, delegate: delegate)
        root.present(content, animated: false)
        host.runUntilIdle()
        #expect(content.view.frame == Self.large)
        #expect(Self.dimmingView(in: host) != nil)
        #expect(host.rotate(to: .landscapeRight))
        #expect(content.popoverPresentationController?.presentationStyle == .fullScreen)
        #expect(Self.dimmingView(in: host) == nil)
        #expect(content.view.frame == host.window.bounds)
        #expect(content.view.layer.cornerRadius == 0)
        #expect(content.view.gestureRecognizers?.isEmpty ?? true)
        #expect(root.view.transform == .identity)
    }
}

extension AdaptiveSheetTests {
    /// The delegate's replacement (a navigation controller around the content) is what the
    /// adaptive sheet shows and what a pull dismisses; everything goes afterwards.
    @Test func replacementInTheAdaptiveSheet_isPulledDown_andEverythingIsDeallocated_rule6_10() throws {
        weak var weakContent: UIViewController?
        weak var weakNavigation: UINavigationController?
        weak var weakSheet: UISheetPresentationController?
        let (host, trace, root) = AdaptiveSheetTests.iPhoneRoot()
        defer { withExtendedLifetime(host) {} }
        let delegate = WrappingAdaptiveDelegate(trace: trace)
        do {
            let content = AdaptiveSheetTests.popover(TracingViewController("P", trace: trace), on: root, delegate: delegate)
            content.popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium()]
            weakContent = content
            weakSheet = content.popoverPresentationController?.adaptiveSheetPresentationController
            root.present(content, animated: true)
            host.runUntilIdle()
            let navigation = try #require(delegate.lastReplacement)
            weakNavigation = navigation
            #expect(navigation.view.frame == AdaptiveSheetTests.medium)
            #expect(AdaptiveSheetTests.dimmingView(in: host) != nil)
            trace.take()
            try host.pullSheet(by: 300)
            host.runUntilIdle()
            #expect(trace.take() == [
                "N.viewWillDisappear(true)", "P.viewWillDisappear(true)", "N.viewDidDisappear(true)", "P.viewDidDisappear(true)",
            ])
        }
        #expect(root.presentedViewController == nil)
        #expect(AdaptiveSheetTests.dimmingView(in: host) == nil)
        #expect(weakNavigation == nil)
        #expect(weakContent == nil)
        #expect(weakSheet == nil)
    }
}
