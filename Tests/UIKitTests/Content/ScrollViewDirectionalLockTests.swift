import Foundation
import Testing
import UIKitTesting

/// `isDirectionalLockEnabled`, as Apple's UIScrollView documentation describes it: a drag
/// that begins in one general direction scrolls only along it until it ends; a diagonal
/// start is not locked. (How far from an axis still counts as "one general direction" is
/// not published: twice as far along one axis as the other, docs/DifferencesFromIOS.md.)
/// Not a numbered UIKIT-SEMANTICS rule.
@Suite @MainActor struct ScrollViewDirectionalLockTests {
    /// A 300 × 400 scroll view over 3000 × 4000 content, scrolled to (1000, 1000).
    static func scene(locked: Bool) -> ScrollScene {
        let s = ScrollScene(contentSize: CGSize(width: 3000, height: 4000))
        s.scrollView.isDirectionalLockEnabled = locked
        s.scrollView.contentOffset = CGPoint(x: 1000, y: 1000)
        s.recorder.recordsDidScroll = false
        return s
    }

    /// Down at (150, 300), a first move by `start` (which begins the pan: the content
    /// follows from there), then 80 points left and 80 up; returns the offset before lifting,
    /// then lifts (a flick: the last move was fast) and lets the content come to rest.
    static func drag(_ s: ScrollScene, start: CGPoint) -> CGPoint {
        let finger = s.host.touchDown(at: CGPoint(x: 150, y: 300))
        let first = CGPoint(x: 150 + start.x, y: 300 + start.y)
        s.host.advance(by: 0.02)
        s.host.touchMove(finger, to: first)
        s.host.advance(by: 0.02)
        s.host.touchMove(finger, to: CGPoint(x: first.x - 80, y: first.y - 80))
        let offset = s.scrollView.contentOffset
        s.host.advance(by: 0.5)
        s.host.touchUp(finger)
        s.host.runUntilIdle()
        return offset
    }

    @Test func locked_aMostlyVerticalStart_scrollsVerticallyOnly() {
        let s = Self.scene(locked: true)
        #expect(Self.drag(s, start: CGPoint(x: 2, y: -20)) == CGPoint(x: 1000, y: 1080))
        // The flick decelerates along the locked axis only.
        #expect(s.scrollView.contentOffset.x == 1000 && s.scrollView.contentOffset.y > 1080)
    }

    @Test func locked_aMostlyHorizontalStart_scrollsHorizontallyOnly() {
        let s = Self.scene(locked: true)
        #expect(Self.drag(s, start: CGPoint(x: -20, y: 9)) == CGPoint(x: 1080, y: 1000))
        #expect(s.scrollView.contentOffset.y == 1000 && s.scrollView.contentOffset.x > 1080)
    }

    @Test func locked_aDiagonalStart_scrollsFreely() {
        let s = Self.scene(locked: true)
        #expect(Self.drag(s, start: CGPoint(x: -15, y: -15)) == CGPoint(x: 1080, y: 1080))
    }

    @Test func unlocked_theContentFollowsTheFingerBothWays() {
        let s = Self.scene(locked: false)
        #expect(Self.drag(s, start: CGPoint(x: 2, y: -20)) == CGPoint(x: 1080, y: 1080))
    }

    @Test func theLockLastsOneDrag_theNextOneChoosesAgain() {
        let s = Self.scene(locked: true)
        _ = Self.drag(s, start: CGPoint(x: 2, y: -20))
        let y = s.scrollView.contentOffset.y
        #expect(s.scrollView.contentOffset.x == 1000)
        #expect(Self.drag(s, start: CGPoint(x: -20, y: 2)) == CGPoint(x: 1080, y: y))
    }
}
