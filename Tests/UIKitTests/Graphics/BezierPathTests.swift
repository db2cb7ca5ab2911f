import Foundation
import Testing
import UIKitTesting

/// UIBezierPath and the CGPath model behind it: the steps each constructor records, bounds
/// with control points, UIKit's on-screen sense of `clockwise`, and loud painting.
@Suite @MainActor struct BezierPathTests {
    @Test func rect_isOneClosedSubpathFromTheTopLeftClockwise() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.cgPath.elements == [
            .moveToPoint(CGPoint(x: 10, y: 20)), .addLineToPoint(CGPoint(x: 40, y: 20)),
            .addLineToPoint(CGPoint(x: 40, y: 60)), .addLineToPoint(CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func emptyPath_hasNullBounds() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds == .null && path.cgPath.boundingBox.isNull)
        #expect(path.lineWidth == 1)
        path.lineWidth = 3
        #expect(path.lineWidth == 3 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter && path.miterLimit == 10)
    }

    @Test func lines_andCurves_boundIncludingTheirControlPoints() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: -10))
        path.addCurve(to: CGPoint(x: 20, y: 0), controlPoint1: CGPoint(x: 12, y: 15), controlPoint2: CGPoint(x: 25, y: 3))
        path.addLine(to: CGPoint(x: 20, y: 5))
        path.close()
        #expect(path.cgPath.elements == [
            .moveToPoint(.zero),
            .addQuadCurveToPoint(control: CGPoint(x: 5, y: -10), end: CGPoint(x: 10, y: 0)),
            .addCurveToPoint(control1: CGPoint(x: 12, y: 15), control2: CGPoint(x: 25, y: 3), end: CGPoint(x: 20, y: 0)),
            .addLineToPoint(CGPoint(x: 20, y: 5)), .closeSubpath,
        ])
        #expect(path.bounds == CGRect(x: 0, y: -10, width: 25, height: 25))
        #expect(path.currentPoint == .zero)
    }

    @Test func oval_isFourCurvesBoundedByItsRect() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.cgPath.elements.count == 6)
        #expect(path.cgPath.elements.first == .moveToPoint(CGPoint(x: 100, y: 25)))
        #expect(path.bounds ≈ CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func arcs_turnClockwiseOnScreenTowardsLargerAngles() {
        let down = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(down.cgPath.elements.count == 2)
        #expect(down.currentPoint ≈ CGPoint(x: 50, y: 60))
        #expect(down.bounds ≈ CGRect(x: 50, y: 50, width: 10, height: 10))
        // The other way round: up, left, then down — three quarter turns.
        let around = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(around.cgPath.elements.count == 4)
        #expect(around.currentPoint ≈ CGPoint(x: 50, y: 60))
        #expect(around.bounds ≈ CGRect(x: 40, y: 40, width: 20, height: 20))
        let circle = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(circle.cgPath.elements.count == 5)
        #expect(circle.bounds ≈ CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    @Test func addArc_joinsTheCurrentPointWithALine() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(path.cgPath.elements.first == .moveToPoint(.zero))
        #expect(path.cgPath.elements[1] == .addLineToPoint(CGPoint(x: 15, y: 0 + 5 * sin(CGFloat.pi))))
        #expect(path.cgPath.elements.count == 4)
        // Clockwise from π to 0 passes through 3π/2: above the centre on screen.
        #expect(path.bounds ≈ CGRect(x: 0, y: -5, width: 25, height: 5))
        #expect(path.currentPoint ≈ CGPoint(x: 25, y: 0))
    }

    @Test func roundedRect_keepsItsBounds_andClampsTheRadius() {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
        #expect(rounded.cgPath.elements.count == 10)
        #expect(rounded.cgPath.elements.first == .moveToPoint(CGPoint(x: 10, y: 0)))
        #expect(rounded.bounds ≈ CGRect(x: 0, y: 0, width: 100, height: 60))
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 500)
        #expect(capsule.cgPath.elements.first == .moveToPoint(CGPoint(x: 30, y: 0)))
        #expect(capsule.bounds ≈ CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func roundingCorners_roundsOnlyTheChosenOnes() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [.topLeft],
                                cornerRadii: CGSize(width: 10, height: 10))
        let elements = path.cgPath.elements
        #expect(Array(elements.prefix(5)) == [
            .moveToPoint(CGPoint(x: 10, y: 0)), .addLineToPoint(CGPoint(x: 100, y: 0)),
            .addLineToPoint(CGPoint(x: 100, y: 60)), .addLineToPoint(CGPoint(x: 0, y: 60)),
            .addLineToPoint(CGPoint(x: 0, y: 10)),
        ])
        #expect(elements.count == 7 && elements.last == .closeSubpath)
        guard case .addCurveToPoint(let c1, let c2, let end) = elements[5] else { Issue.record("\(elements[5])"); return }
        let k = 10 * 4 / 3 * tan(CGFloat.pi / 8)
        #expect(c1 ≈ CGPoint(x: 0, y: 10 - k))
        #expect(c2 ≈ CGPoint(x: 10 - k, y: 0))
        #expect(end ≈ CGPoint(x: 10, y: 0))
    }

    @Test func append_andCgPath_copy() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 20, y: 30, width: 5, height: 5)))
        #expect(path.cgPath.elements.count == 10)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 25, height: 35))
        let snapshot = path.cgPath
        path.addLine(to: CGPoint(x: 100, y: 100))
        #expect(snapshot.boundingBox == CGRect(x: 0, y: 0, width: 25, height: 35))
        #expect(UIBezierPath(cgPath: snapshot).cgPath == snapshot)
        path.apply(CGAffineTransform(translationX: 1, y: 2))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 100, height: 100))
    }

    @Test func cgMutablePath_usesCoreGraphicsSenseOfClockwise() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Core Graphics' clockwise is y-up: towards smaller angles, three quarter turns here.
        #expect(path.elements.count == 4)
        #expect(path.boundingBox ≈ CGRect(x: 40, y: 40, width: 20, height: 20))
        let box = CGMutablePath()
        box.addRect(CGRect(x: 0, y: 0, width: 4, height: 4), transform: CGAffineTransform(scaleX: 2, y: 3))
        box.addEllipse(in: CGRect(x: 10, y: 10, width: 2, height: 2))
        #expect(box.boundingBox ≈ CGRect(x: 0, y: 0, width: 12, height: 12))
        #expect(CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: nil).boundingBox
                == CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 4), transform: nil).boundingBox
                ≈ CGRect(x: 0, y: 0, width: 8, height: 4))
    }

    @Test func shadowPath_isStoredOnTheLayer() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(view.layer.shadowPath == nil)
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
        #expect(try #require(view.layer.shadowPath).boundingBox ≈ CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test func fill_andStroke_outsideADrawing_warnAsCoreGraphicsDoes() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.fill(); path.stroke()
        #expect(host.takeDiagnostics().map(\.message) == [
            "UIBezierPath.fill(): invalid context 0x0. There is no current graphics context: draw inside draw(_:), a UIGraphicsImageRenderer's actions, or an image context.",
            "UIBezierPath.stroke(): invalid context 0x0. There is no current graphics context: draw inside draw(_:), a UIGraphicsImageRenderer's actions, or an image context.",
        ])
    }
}
