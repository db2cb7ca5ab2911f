import Testing
@testable import UIKit
import UIKitTesting

/// Records `willRepositionPopoverTo` and may move the popover's source.
@MainActor
final class RepositionDelegate: UIPopoverPresentationControllerDelegate {
    var calls: [String] = []
    var newRect: CGRect?
    var newView: UIView?

    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: AutoreleasingUnsafeMutablePointer<UIView>) {
        let r = rect.pointee
        calls.append("willReposition(\(r.minX) \(r.minY) \(r.width) \(r.height) in \(view.pointee.bounds.width)×\(view.pointee.bounds.height))")
        if let newRect { rect.pointee = newRect }
        if let newView { view.pointee = newView }
    }
}

/// A popover that stays a popover through a rotation (regular width both ways) is placed
/// again — frame and arrow — after its delegate may move its source (UIKIT-SEMANTICS 6.10,
/// 10.1).
@Suite @MainActor struct PopoverRepositionTests {
    @MainActor
    struct Setup {
        let host = HeadlessHost(device: .iPadAir, orientation: .portrait)
        let root = UIViewController()
        let source = UIView()
        let content = UIViewController()
        let delegate = RepositionDelegate()

        init() {
            host.show(root)
            // A source pinned to the root view's right edge, half way down.
            source.frame = CGRect(x: 820 - 60, y: 560, width: 44, height: 44)
            source.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]
            root.view.addSubview(source)
            content.preferredContentSize = CGSize(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = source
            content.popoverPresentationController?.delegate = delegate
            root.present(content, animated: false)
            host.runUntilIdle()
        }
    }

    @Test func rotation_placesThePopoverAgainAtItsSource_afterAskingTheDelegate_rule6_10() throws {
        let s = Setup()
        let popover = try #require(s.content.popoverPresentationController)
        let before = s.content.view.frame
        #expect(popover.arrowDirection != .unknown)
        #expect(s.delegate.calls == [])
        #expect(s.host.rotate(to: .landscapeLeft))
        #expect(s.delegate.calls == ["willReposition(0.0 0.0 44.0 44.0 in 44.0×44.0)"])
        let anchor = s.source.convert(s.source.bounds, to: s.host.window)
        let expected = PopoverPlacement(anchor: anchor, contentSize: CGSize(width: 300, height: 200),
                                        permitted: .any, window: s.host.window)
        #expect(s.content.view.frame == expected.frame)
        #expect(popover.arrowDirection == expected.arrowDirection)
        #expect(s.content.view.frame != before)
        // Still a popover, still presented.
        #expect(s.content.presentingViewController === s.root && popover.adaptiveStyle == .none)
        #expect(s.host.diagnostics.isEmpty)
    }

    @Test func delegateMovesTheSource_thePopoverPointsAtTheNewRectInTheNewView_rule6_10() throws {
        let s = Setup()
        let popover = try #require(s.content.popoverPresentationController)
        let other = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 100))
        s.root.view.addSubview(other)
        s.delegate.newView = other
        s.delegate.newRect = CGRect(x: 0, y: 0, width: 200, height: 20)
        #expect(s.host.rotate(to: .landscapeLeft))
        #expect(popover.sourceView === other && popover.sourceRect == CGRect(x: 0, y: 0, width: 200, height: 20))
        let anchor = other.convert(CGRect(x: 0, y: 0, width: 200, height: 20), to: s.host.window)
        let expected = PopoverPlacement(anchor: anchor, contentSize: CGSize(width: 300, height: 200),
                                        permitted: .any, window: s.host.window)
        #expect(s.content.view.frame == expected.frame)
        #expect(popover.arrowDirection == expected.arrowDirection)
        #expect(s.host.diagnostics.isEmpty)
    }

    @Test func aBarButtonItemPopover_isPlacedAgainWithoutAsking() throws {
        let delegate = RepositionDelegate()
        let s = BarButtonPopoverScene(delegate: delegate)
        defer { withExtendedLifetime(s.host) {} }
        let portrait = s.content.view.frame
        #expect(s.host.rotate(to: .landscapeLeft))
        #expect(delegate.calls == [])
        #expect(s.content.view.frame.maxX > portrait.maxX)   // follows the item to the right edge
        #expect(s.content.popoverPresentationController?.arrowDirection == .up)
        #expect(s.host.diagnostics.isEmpty)
    }
}
