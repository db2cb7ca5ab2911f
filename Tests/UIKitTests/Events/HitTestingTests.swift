import Testing
import UIKitTesting

/// `hitTest(_:with:)` as UIView documents it: ignores hidden views, views with
/// `isUserInteractionEnabled == false` and views with alpha below 0.01; only points
/// inside the receiver (`point(inside:with:)`) are considered, so subviews outside their
/// superview's bounds are unreachable; subviews are asked front-most first.
@Suite @MainActor struct HitTestingTests {
    private func makeScene() -> (HeadlessHost, UIView) {
        let host = HeadlessHost()
        host.show(UIViewController())
        let root = host.window.rootViewController!.view!
        return (host, root)
    }

    private func view(_ id: String, _ frame: CGRect, in parent: UIView) -> UIView {
        let v = UIView(frame: frame)
        v.accessibilityIdentifier = id
        parent.addSubview(v)
        return v
    }

    @Test func frontMostSubviewWins_andDeepestViewIsReturned() {
        let (host, root) = makeScene()
        let back = view("back", CGRect(x: 0, y: 100, width: 200, height: 200), in: root)
        let front = view("front", CGRect(x: 100, y: 100, width: 200, height: 200), in: root)
        let inner = view("inner", CGRect(x: 10, y: 10, width: 50, height: 50), in: front)
        #expect(host.window.hitTest(CGPoint(x: 170, y: 170), with: nil) === front)   // front's (70, 70): outside inner
        #expect(host.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === inner)
        #expect(host.window.hitTest(CGPoint(x: 150, y: 250), with: nil) === front)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 150), with: nil) === back)
        #expect(host.window.hitTest(CGPoint(x: 350, y: 600), with: nil) === root)
    }

    @Test func hiddenAndNonInteractiveViewsAreSkipped_touchFallsThroughToViewBehind() {
        let (host, root) = makeScene()
        let back = view("back", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        let cover = view("cover", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        cover.isHidden = true
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        cover.isHidden = false
        cover.isUserInteractionEnabled = false
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        cover.isUserInteractionEnabled = true
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === cover)
    }

    @Test func alphaBelowOneHundredthIsSkipped_exactlyOneHundredthIsHit() {
        let (host, root) = makeScene()
        let back = view("back", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        let cover = view("cover", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        cover.alpha = 0.005
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        cover.alpha = 0.01
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === cover)
    }

    @Test func subviewOutsideSuperviewBounds_isNotHit_evenWithoutClipping() {
        let (host, root) = makeScene()
        let box = view("box", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        let overhang = view("overhang", CGRect(x: 80, y: 0, width: 100, height: 50), in: box)
        #expect(box.clipsToBounds == false)
        #expect(host.window.hitTest(CGPoint(x: 90, y: 20), with: nil) === overhang)
        #expect(host.window.hitTest(CGPoint(x: 150, y: 20), with: nil) === root)
    }

    @Test func transformedView_isHitInItsTransformedArea() {
        let (host, root) = makeScene()
        let box = view("box", CGRect(x: 100, y: 100, width: 100, height: 100), in: root)
        box.transform = CGAffineTransform(scaleX: 2, y: 2)   // now covers 50...250
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === box)
        box.transform = CGAffineTransform(rotationAngle: .pi / 4)   // a diamond around (150, 150)
        #expect(host.window.hitTest(CGPoint(x: 105, y: 105), with: nil) === root)   // corner cut off
        #expect(host.window.hitTest(CGPoint(x: 150, y: 85), with: nil) === box)     // top point of the diamond
    }

    final class WideTarget: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @Test func pointInsideOverride_growsTheTouchArea() {
        let (host, root) = makeScene()
        let target = WideTarget(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(target)
        #expect(host.window.hitTest(CGPoint(x: 85, y: 85), with: nil) === target)
        #expect(host.window.hitTest(CGPoint(x: 79, y: 85), with: nil) === root)
    }
}
