import Foundation
import Testing
import UIKitTesting

/// `UIScrollView.isDirectionalLockEnabled` (Apple: a drag that begins in one general
/// direction scrolls only that way until it completes; a diagonal one is not locked). The
/// content is 1000 × 4000 so both axes scroll; each swipe is ten equal moves over 0.25 s and
/// the pan begins at the first move (the content follows from there).
@Suite @MainActor struct ScrollViewDirectionalLockTests {
    private func swipe(_ s: ScrollScene, by step: CGPoint) {
        let start = CGPoint(x: 200, y: 450)
        s.host.swipe(from: start, to: CGPoint(x: start.x + 10 * step.x, y: start.y + 10 * step.y), duration: 0.25, steps: 10)
    }

    private func scrolled(_ s: ScrollScene) -> [String] { s.trace.events(containing: "didScroll") }

    @Test func mostlyVerticalDrag_scrollsVerticallyOnly_andDeceleratesOnlyVertically() {
        let s = ScrollScene(contentSize: CGSize(width: 1000, height: 4000))
        s.scrollView.isDirectionalLockEnabled = true
        swipe(s, by: CGPoint(x: -6, y: -20))
        #expect(scrolled(s) == (1...9).map { "didScroll (0.000, \(20 * $0).000)" })
        s.host.runUntilIdle()
        #expect(s.scrollView.contentOffset.x == 0)
        #expect(abs(Double(s.scrollView.contentOffset.y) - (180 + publishedProjection(velocity: 800, rate: 0.998))) < 1e-9)
    }

    @Test func mostlyHorizontalDrag_scrollsHorizontallyOnly() {
        let s = ScrollScene(contentSize: CGSize(width: 1000, height: 4000))
        s.scrollView.isDirectionalLockEnabled = true
        swipe(s, by: CGPoint(x: -20, y: -6))
        #expect(scrolled(s) == (1...9).map { "didScroll (\(20 * $0).000, 0.000)" })
        s.host.runUntilIdle()
        #expect(s.scrollView.contentOffset.y == 0)
    }

    @Test func diagonalDrag_isNotLocked_andWithoutTheLockEveryDragScrollsBothWays() {
        let s = ScrollScene(contentSize: CGSize(width: 1000, height: 4000))
        s.scrollView.isDirectionalLockEnabled = true
        swipe(s, by: CGPoint(x: -15, y: -20))
        #expect(scrolled(s) == (1...9).map { "didScroll (\(15 * $0).000, \(20 * $0).000)" })
        s.host.runUntilIdle()
        let unlocked = ScrollScene(contentSize: CGSize(width: 1000, height: 4000))
        swipe(unlocked, by: CGPoint(x: -6, y: -20))
        #expect(scrolled(unlocked) == (1...9).map { "didScroll (\(6 * $0).000, \(20 * $0).000)" })
        unlocked.host.runUntilIdle()
    }
}
