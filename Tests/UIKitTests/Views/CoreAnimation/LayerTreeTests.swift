import Foundation
import Testing
import UIKitTesting

/// Layers of their own in a view's layer tree: order among subviews' layers, geometry,
/// transforms.
@Suite @MainActor struct LayerTreeTests {
    @Test func sublayersInterleaveWithSubviewLayers_inTheOrderIOSKeeps() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(), second = UIView()
        view.addSubview(first)
        view.addSubview(second)
        let gradient = CAGradientLayer(), badge = CALayer(), ring = CAShapeLayer()
        view.layer.insertSublayer(gradient, at: 0)
        view.layer.addSublayer(badge)
        view.layer.insertSublayer(ring, below: second.layer)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init)
            == [gradient, first.layer, ring, second.layer, badge].map(ObjectIdentifier.init))
        // A subview added later goes on top; a removed layer leaves the others in order.
        let third = UIView()
        view.addSubview(third)
        ring.removeFromSuperlayer()
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init)
            == [gradient, first.layer, second.layer, badge, third.layer].map(ObjectIdentifier.init))
        #expect(ring.superlayer == nil)
        #expect(badge.superlayer === view.layer)
        #expect(first.layer.superlayer === view.layer)
    }

    @Test func addingALayerToAnotherMovesIt_andInsertingAbovePlacesItOverItsSibling() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = CALayer(), b = CALayer(), c = CALayer(), moved = CALayer()
        a.addSublayer(moved)
        b.addSublayer(c)
        b.insertSublayer(moved, above: nil)
        b.insertSublayer(CALayer(), above: c)
        #expect(a.sublayers == nil)
        #expect(b.sublayers?.count == 3)
        #expect(b.sublayers?[0] === c)
        #expect(b.sublayers?[2] === moved)
        #expect(moved.superlayer === b)
    }

    @Test func aLayerOfItsOwnKeepsItsFrame_placedByPositionAndAnchorPoint() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layer.position == CGPoint(x: 30, y: 35))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.frame == CGRect(x: 30, y: 35, width: 40, height: 30))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: 30, y: 35, width: 80, height: 60))
    }

    @Test func transform3DBasics() {
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(rotation.m11) < 1e-12 && rotation.m12 == 1 && rotation.m21 == -1 && abs(rotation.m22) < 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 5, 7, 0)
        #expect(moved.m11 == 2 && moved.m22 == 3 && moved.m41 == 10 && moved.m42 == 21)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(4, 6, 9)) == CGAffineTransform(translationX: 4, y: 6))
    }

    @Test func aViewsLayerKeepsTheM34ItWasGiven_andTheViewTakesTheTwoDimensionalPart() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var t = CATransform3DMakeScale(2, 2, 1)
        t.m34 = -1 / 500
        view.layer.transform = t
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.layer.transform.m34 == -1.0 / 500)
        view.transform = .identity
        #expect(CATransform3DIsIdentity(view.layer.transform))
    }
}
