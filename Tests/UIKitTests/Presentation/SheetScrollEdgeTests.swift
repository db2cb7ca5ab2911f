import Testing
import UIKit
import UIKitTesting

/// A sheet pulled from inside a scroll view: `prefersScrollingExpandsWhenScrolledToEdge`.
/// At the scroll view's top edge a drag up expands the sheet (then scrolls the content once
/// the sheet is largest) and a pull down moves the sheet; elsewhere the content scrolls.
/// iPhone 14: medium (0, 433.5, 390, 410.5), large (0, 57, 390, 787).
@Suite @MainActor struct SheetScrollEdgeTests {
    /// A medium/large sheet whose content is a 2,000-point-tall scroll view filling it.
    static func setUp(expands: Bool = true, selected: UISheetPresentationController.Detent.Identifier? = nil)
        -> (SheetFixture, UIScrollView) {
        let f = SheetFixture {
            $0.detents = [.medium(), .large()]
            $0.prefersScrollingExpandsWhenScrolledToEdge = expands
            $0.selectedDetentIdentifier = selected
        }
        f.present(animated: true)
        let scroll = UIScrollView(frame: f.content.view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 390, height: 2000)
        f.content.view.addSubview(scroll)
        f.host.runUntilIdle()
        return (f, scroll)
    }

    @Test func dragUpAtTheTopEdge_expandsTheSheetFirst_thenScrollsTheContent() throws {
        let (f, scroll) = Self.setUp()
        defer { withExtendedLifetime(f.host) {} }
        let finger = f.host.touchDown(at: CGPoint(x: 195, y: 533.5))
        for step in 1...3 {
            f.host.advance(by: 0.05)
            f.host.touchMove(finger, to: CGPoint(x: 195, y: 533.5 - 50 * CGFloat(step)))
        }
        // 150 up: the sheet follows the finger; the content has not moved.
        #expect(f.content.view.frame == CGRect(x: 0, y: 283.5, width: 390, height: 560.5))
        #expect(scroll.contentOffset == .zero)
        for step in 4...9 {
            f.host.advance(by: 0.05)
            f.host.touchMove(finger, to: CGPoint(x: 195, y: 533.5 - 50 * CGFloat(step)))
        }
        // 450 up: the sheet stopped at the large detent (top 57); the other 73.5 scrolled.
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 73.5))
        f.host.touchUp(finger)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["didChangeSelectedDetent(com.apple.UIKit.large)"])
        #expect(f.sheet.selectedDetentIdentifier == .large)
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 73.5))
    }

    @Test func prefersScrollingExpandsFalse_dragUpScrollsTheContent_theSheetStays() throws {
        let (f, scroll) = Self.setUp(expands: false)
        defer { withExtendedLifetime(f.host) {} }
        f.host.swipe(from: CGPoint(x: 195, y: 533.5), to: CGPoint(x: 195, y: 333.5), duration: 1, steps: 10)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(f.sheet.selectedDetentIdentifier == nil)
        #expect(f.content.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        // The content scrolled: 200 with the finger, then decelerated from 200 points a second.
        #expect(abs(scroll.contentOffset.y - 279.8) < 0.001)
    }

    @Test func atTheLargestDetent_dragUpScrollsTheContent() throws {
        let (f, scroll) = Self.setUp(selected: .large)
        defer { withExtendedLifetime(f.host) {} }
        f.host.swipe(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 1, steps: 10)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(abs(scroll.contentOffset.y - 279.8) < 0.001)
    }

    @Test func pullDownAtTheTopEdge_movesTheSheetToTheSmallerDetent() throws {
        let (f, scroll) = Self.setUp(selected: .large)
        defer { withExtendedLifetime(f.host) {} }
        let finger = f.host.touchDown(at: CGPoint(x: 195, y: 200))
        for step in 1...4 {
            f.host.advance(by: 0.05)
            f.host.touchMove(finger, to: CGPoint(x: 195, y: 200 + 50 * CGFloat(step)))
        }
        // 200 down: the sheet follows; the content stays at its top.
        #expect(f.content.view.frame == CGRect(x: 0, y: 257, width: 390, height: 587))
        #expect(scroll.contentOffset == .zero)
        f.host.advance(by: 0.05)
        f.host.touchMove(finger, to: CGPoint(x: 195, y: 500))
        f.host.touchUp(finger)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["didChangeSelectedDetent(com.apple.UIKit.medium)"])
        #expect(f.content.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        #expect(scroll.contentOffset == .zero)
    }

    @Test func pullDownAtTheTopEdge_ofTheSmallestDetent_dismissesTheSheet() throws {
        let (f, _) = Self.setUp()
        defer { withExtendedLifetime(f.host) {} }
        try f.host.pullSheet(by: 300)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "shouldDismiss", "willDismiss", "P.viewWillDisappear(true) beingDismissed",
            "P.viewDidDisappear(true) beingDismissed", "didDismiss",
        ])
        #expect(f.root.presentedViewController == nil)
    }

    @Test func scrolledAwayFromTheTop_pullDownScrollsTheContent_theSheetStays() throws {
        let (f, scroll) = Self.setUp()
        defer { withExtendedLifetime(f.host) {} }
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        try f.host.pullSheet(by: 300, duration: 1)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(f.root.presentedViewController === f.content)
        #expect(f.content.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        // 300 back with the finger, then decelerating at 300 points a second.
        #expect(abs(scroll.contentOffset.y - 380.3) < 0.001)
    }
}
