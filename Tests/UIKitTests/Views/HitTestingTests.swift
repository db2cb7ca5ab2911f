import Testing
import UIKitTesting

@Suite @MainActor struct HitTestingTests {
    private func makeTree(_ host: HeadlessHost) -> (back: UIView, front: UIView, nested: UIView) {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let nested = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.window.addSubview(back)
        back.addSubview(front)
        front.addSubview(nested)
        return (back, front, nested)
    }

    @Test func frontmostDeepestViewWins() {
        let host = HeadlessHost()
        let (back, front, nested) = makeTree(host)
        #expect(host.window.hitTest(CGPoint(x: 65, y: 65), with: nil) === nested)
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(host.window.hitTest(CGPoint(x: 300, y: 300), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
    }

    @Test func hiddenTransparentAndNonInteractiveViews_areSkipped() {
        let host = HeadlessHost()
        let (back, front, nested) = makeTree(host)
        nested.isHidden = true
        #expect(host.window.hitTest(CGPoint(x: 65, y: 65), with: nil) === front)
        nested.isHidden = false
        nested.alpha = 0.009
        #expect(host.window.hitTest(CGPoint(x: 65, y: 65), with: nil) === front)
        nested.alpha = 0.01
        #expect(host.window.hitTest(CGPoint(x: 65, y: 65), with: nil) === nested)
        front.isUserInteractionEnabled = false
        #expect(host.window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        #expect(front.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(!front.point(inside: CGPoint(x: 100, y: 100), with: nil))
    }

    @Test func subviewsOutsideTheirSuperviewsBounds_cannotBeHit() {
        let host = HeadlessHost()
        let (_, front, _) = makeTree(host)
        let outside = UIView(frame: CGRect(x: 150, y: 0, width: 20, height: 20))  // beyond front's 100 width
        front.addSubview(outside)
        #expect(host.window.hitTest(CGPoint(x: 205, y: 55), with: nil) === host.window)
    }

    @Test func transformedViews_areHitInTheirTransformedArea() {
        let host = HeadlessHost()
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        scaled.transform = CGAffineTransform(scaleX: 4, y: 4)  // covers (70 70; 80 80)
        host.window.addSubview(scaled)
        #expect(host.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === scaled)
        #expect(host.window.hitTest(CGPoint(x: 65, y: 75), with: nil) === host.window)
    }
}
