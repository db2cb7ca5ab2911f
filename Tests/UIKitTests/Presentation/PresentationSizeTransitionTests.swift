import Testing
import UIKit
import UIKitTesting

/// A card at the bottom of the container, half its width and 300 points tall, the way Apple's
/// custom-presentation sample sizes its content: `size(forChildContentContainer:)` gives the
/// presented controller's size, `frameOfPresentedViewInContainerView` places it, and
/// `containerViewWillLayoutSubviews` puts the presented view there after a resize.
@MainActor
final class HalfCardPresentationController: UIPresentationController {
    var trace: TraceRecorder?
    /// False: only `frameOfPresentedViewInContainerView` is overridden, so the presented
    /// controller hears the container's size (UIKit's default, 10.11).
    var overridesChildSize = true

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard overridesChildSize, container === presentedViewController else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return CGSize(width: parentSize.width / 2, height: 300)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = CGSize(width: bounds.width / 2, height: 300)
        return CGRect(x: (bounds.width - size.width) / 2, y: bounds.height - size.height, width: size.width, height: size.height)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        trace?.record("PC.viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor
final class HalfCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let trace: TraceRecorder
    var overridesChildSize = true
    weak var made: HalfCardPresentationController?
    init(trace: TraceRecorder) { self.trace = trace }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfCardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.trace = trace
        controller.overridesChildSize = overridesChildSize
        made = controller
        return controller
    }
}

/// iPhone 14 portrait: a root "A" presenting "P" in `style` (with `delegate`, kept by the
/// caller: `transitioningDelegate` is weak), unanimated, the trace emptied.
@MainActor
struct PresentedScene {
    let host = HeadlessHost(device: .iPhone14)
    let trace: TraceRecorder
    let root: TracingViewController
    let presented: TracingViewController

    init(style: UIModalPresentationStyle, trace: TraceRecorder = TraceRecorder(),
         delegate: UIViewControllerTransitioningDelegate? = nil) {
        self.trace = trace
        root = TracingViewController("A", trace: trace)
        host.show(root)
        presented = TracingViewController("P", trace: trace)
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        host.runUntilIdle()
    }
}

/// A size change while something is presented reaches the presented controller through its
/// presentation controller, at the size the presentation controller gives it
/// (UIKIT-SEMANTICS 10.3: "presentation controllers forward the size change to their
/// presented view controller"; 10.11: the default size is the container's).
@Suite @MainActor struct PresentationSizeTransitionTests {
    static func sizeEvents(_ trace: TraceRecorder) -> [String] { trace.take().filter { $0.contains("viewWillTransition") } }

    @Test func customPresentationController_givesThePresentedControllerItsChildSize_rule10_3() throws {
        let trace = TraceRecorder()
        let delegate = HalfCardTransitioningDelegate(trace: trace)
        let s = PresentedScene(style: .custom, trace: trace, delegate: delegate)
        defer { withExtendedLifetime(s.host) {} }
        #expect(s.presented.view.frame == CGRect(x: 97.5, y: 544, width: 195, height: 300))
        trace.take()

        #expect(s.host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(trace) == [
            "A.viewWillTransition(to: 844x390)",
            "PC.viewWillTransition(to: 844x390)",
            "P.viewWillTransition(to: 422x300)",
        ])
        s.host.runUntilIdle()
        #expect(s.presented.view.frame == CGRect(x: 211, y: 90, width: 422, height: 300))
        #expect(s.presented.presentationController?.containerView?.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(s.host.diagnostics.isEmpty)
    }

    @Test func customPresentationController_withoutAChildSize_passesTheContainerSize_rule10_11() throws {
        let trace = TraceRecorder()
        let delegate = HalfCardTransitioningDelegate(trace: trace)
        delegate.overridesChildSize = false
        let s = PresentedScene(style: .custom, trace: trace, delegate: delegate)
        defer { withExtendedLifetime(s.host) {} }
        trace.take()
        #expect(s.host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(trace) == [
            "A.viewWillTransition(to: 844x390)", "PC.viewWillTransition(to: 844x390)", "P.viewWillTransition(to: 844x390)",
        ])
        s.host.runUntilIdle()
        // Where the view goes is still the presentation controller's frame.
        #expect(s.presented.view.frame == CGRect(x: 211, y: 90, width: 422, height: 300))
    }

    @Test func presentationControllerOverrideWithoutSuper_stopsTheForwarding_rule10_3() throws {
        final class Silent: UIPresentationController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                Silent(presentedViewController: presented, presenting: presenting)
            }
        }
        let delegate = Delegate()
        let s = PresentedScene(style: .custom, delegate: delegate)
        defer { withExtendedLifetime(s.host) {} }
        s.trace.take()
        #expect(s.host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(s.trace) == ["A.viewWillTransition(to: 844x390)"])
    }

    @Test func formSheet_inARegularWidth_keepsItsSize_andIsCentredAgain_rule10_3() throws {
        let f = SheetFixture(device: .iPadAir, style: .formSheet)
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(f.content.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(f.host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(f.trace) == ["A.viewWillTransition(to: 1180x820)", "P.viewWillTransition(to: 540x620)"])
        f.host.runUntilIdle()
        #expect(f.content.view.frame == CGRect(x: 320, y: 100, width: 540, height: 620))
        #expect(f.sheet.frameOfPresentedViewInContainerView == f.content.view.frame)
    }

    @Test func pageSheet_inARegularWidth_getsTheLargeFrameOfTheNewWindow_rule10_3() throws {
        let f = SheetFixture(device: .iPadAir, style: .pageSheet)
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(f.content.view.frame == CGRect(x: 0, y: 34, width: 820, height: 1146))
        #expect(f.host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(f.trace) == ["A.viewWillTransition(to: 1180x820)", "P.viewWillTransition(to: 1180x786)"])
        f.host.runUntilIdle()
        #expect(f.content.view.frame == CGRect(x: 0, y: 34, width: 1180, height: 786))
        #expect(f.sheet.frameOfPresentedViewInContainerView == f.content.view.frame)
    }

    @Test func pageSheet_inACompactWidth_getsItsDetentFrameInTheNewSafeArea_rule10_3() throws {
        // iPhone 14 landscape: no status bar, 21-point bottom inset: the large detent is
        // 390 - 10 - 21 = 359 points, the sheet 359 + 21 tall, 10 points below the top.
        let f = SheetFixture(style: .pageSheet)
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(f.host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(f.trace) == ["A.viewWillTransition(to: 844x390)", "P.viewWillTransition(to: 844x380)"])
        f.host.runUntilIdle()
        #expect(f.content.view.frame == CGRect(x: 0, y: 10, width: 844, height: 380))
        #expect(f.sheet.frameOfPresentedViewInContainerView == f.content.view.frame)
        // And back: the portrait frame and size again.
        #expect(f.host.rotate(to: .portrait))
        #expect(Self.sizeEvents(f.trace) == ["A.viewWillTransition(to: 390x844)", "P.viewWillTransition(to: 390x787)"])
        f.host.runUntilIdle()
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func mediumSheet_getsTheSizeOfTheDetentActiveInTheNewWindow_rule10_3() throws {
        // Landscape: medium is inactive in a compact height, so the selected medium sheet is
        // large; back in portrait it is medium again (half of 787 - 34, plus the 34-point inset).
        let f = SheetFixture(orientation: .landscapeLeft) {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .medium
        }
        defer { withExtendedLifetime(f.host) {} }
        f.present()
        #expect(f.content.view.frame == CGRect(x: 0, y: 10, width: 844, height: 380))
        #expect(f.host.rotate(to: .portrait))
        #expect(Self.sizeEvents(f.trace) == ["A.viewWillTransition(to: 390x844)", "P.viewWillTransition(to: 390x410)"])
        f.host.runUntilIdle()
        #expect(f.content.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func popover_getsItsPreferredSize_whenItFitsTheNewWindow_rule10_3() throws {
        let s = PopoverScene(.iPadAir) { RecordingPopoverDelegate(trace: $0) }
        defer { withExtendedLifetime(s.host) {} }
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        s.trace.take()
        #expect(s.host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(s.trace) == ["A.viewWillTransition(to: 1180x820)", "P.viewWillTransition(to: 300x200)"])
        s.host.runUntilIdle()
        #expect(s.content.view.frame.size == CGSize(width: 300, height: 200))
    }

    @Test func overFullScreen_getsTheWindowSize_rule10_3() throws {
        let s = PresentedScene(style: .overFullScreen)
        defer { withExtendedLifetime(s.host) {} }
        s.trace.take()
        #expect(s.host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(s.trace) == ["A.viewWillTransition(to: 844x390)", "P.viewWillTransition(to: 844x390)"])
        s.host.runUntilIdle()
        #expect(s.presented.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func currentContext_getsTheContextControllersNewSize_rules6_3_10_3() throws {
        // A split-like root gives its child the left half; the child defines the context.
        final class HalvingRoot: UIViewController {
            override func size(forChildContentContainer container: UIContentContainer,
                               withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width / 2, height: parentSize.height)
            }
        }
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let root = HalvingRoot()
        host.show(root)
        let context = TracingViewController("C", trace: trace)
        context.definesPresentationContext = true
        ContainmentTests.embed(context, in: root)
        context.view.frame = CGRect(x: 0, y: 0, width: 195, height: 844)
        let presented = TracingViewController("P", trace: trace)
        presented.modalPresentationStyle = .overCurrentContext
        context.present(presented, animated: false)
        host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        trace.take()
        #expect(host.rotate(to: .landscapeLeft))
        #expect(Self.sizeEvents(trace) == ["C.viewWillTransition(to: 422x390)", "P.viewWillTransition(to: 422x390)"])
    }

    @Test func customPresentation_rotatedThenDismissed_leavesNothingBehind() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        let trace = TraceRecorder()
        let delegate = HalfCardTransitioningDelegate(trace: trace)
        weak var weakCard: UIViewController?
        weak var weakController: HalfCardPresentationController?
        weak var weakContainer: UIView?
        do {
            let card = UIViewController()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            host.runUntilIdle()
            weakCard = card
            weakController = delegate.made
            weakContainer = delegate.made?.containerView
            #expect(weakController != nil && weakContainer != nil)
            #expect(host.rotate(to: .landscapeLeft))
            host.runUntilIdle()
            root.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(weakCard == nil)
        #expect(weakController == nil)
        #expect(weakContainer == nil)
    }

    @Test func sheet_rotatedThenDismissed_leavesNothingBehind() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        weak var weakSheet: UIViewController?
        weak var weakController: UIPresentationController?
        do {
            let sheet = UIViewController()
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            weakSheet = sheet
            weakController = sheet.sheetPresentationController
            #expect(weakController != nil)
            root.present(sheet, animated: true)
            host.runUntilIdle()
            #expect(host.rotate(to: .landscapeLeft))
            host.runUntilIdle()
            root.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(weakSheet == nil)
        #expect(weakController == nil)
    }
}
