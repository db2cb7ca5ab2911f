import Testing
import UIKitTesting

@Suite @MainActor struct ViewGeometryTests {
    @Test func frame_isDerivedFromCenterAndBounds() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    }

    @Test func transform_changesFrameButNotBounds() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // cos(π/2) is 6.1e-17 in binary floating point, so the rotated frame is equal only
        // up to noise.
        #expect(view.frame ≈ CGRect(x: 25, y: -25, width: 50, height: 100))
    }

    @Test func affineTransform_concatenationAndInverse() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
        #expect(CGPoint(x: 12, y: 3).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(scaleX: 2, y: -1))
                == CGRect(x: 0, y: -10, width: 20, height: 10))
    }

    @Test func convert_betweenSiblingsAndTheWindow() {
        let host = HeadlessHost()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 200, y: 300, width: 10, height: 10))
        host.window.addSubview(a)
        a.addSubview(b)
        host.window.addSubview(c)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(b.convert(CGPoint(x: 1, y: 2), to: c) == CGPoint(x: -184, y: -273))
        #expect(c.convert(CGPoint(x: -184, y: -273), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a) == CGRect(x: 5, y: 5, width: 10, height: 10))
        a.bounds.origin = CGPoint(x: 0, y: 50)  // scrolled by 50
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: -25))
        #expect(a.convert(CGRect(x: 0, y: 50, width: 1, height: 1), from: b) == CGRect(x: 5, y: 55, width: 1, height: 1))
    }

    @Test func convert_throughAScaledView() {
        let host = HeadlessHost()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (-50 -50; 200 200)
        host.window.addSubview(a)
        #expect(a.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: -50, y: -50))
        #expect(a.convert(CGPoint(x: 150, y: 150), from: nil) == CGPoint(x: 100, y: 100))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: -50, y: -50, width: 20, height: 20))
    }

    @Test func autoresizingMask_sharesTheChangeAmongFlexibleParts() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 140, y: 10, width: 50, height: 50))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        [fixed, stretchy, pinnedRight, centred].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
        #expect(pinnedRight.frame == CGRect(x: 240, y: 10, width: 50, height: 50))
        #expect(centred.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
    }

    @Test func autoresizesSubviewsFalse_leavesSubviewsAlone() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 100
        #expect(child.frame.width == 200)
    }

    @Test func sizeToFit_usesSizeThatFits_keepingTheOrigin() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        final class Fitting: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 24) }
            override var intrinsicContentSize: CGSize { CGSize(width: 42, height: 24) }
        }
        let view = Fitting(frame: CGRect(x: 7, y: 9, width: 1, height: 1))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 7, y: 9, width: 42, height: 24))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 4)).sizeThatFits(.zero) == CGSize(width: 3, height: 4))
    }

    @Test func layerProperties_areStoredAndOpacityIsAlpha() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView()
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.red.cgColor
        view.clipsToBounds = true
        view.layer.opacity = 0.5
        view.layer.shadowOpacity = 0.3
        #expect(view.layer.masksToBounds)
        #expect(view.alpha == 0.5)
        #expect(view.layer.borderColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.layer.cornerRadius == 8 && view.layer.shadowOpacity == 0.3)
    }
}
