import Foundation
import Testing
import UIKit
import UIKitTesting

// Shadow paths, masks and custom drawing written as iOS apps write them: the point is that
// it compiles.

final class CardView: UIView {
    var corners: UIRectCorner = [.topLeft, .topRight]

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
        layer.shadowOpacity = 0.2
        let mask = UIBezierPath(roundedRect: bounds, byRoundingCorners: corners, cornerRadii: CGSize(width: 16, height: 16))
        _ = mask.bounds
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        drawContent(in: rect)
    }

    func drawContent(in rect: CGRect) {
        let ring = UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 20,
                                startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: true)
        ring.lineWidth = 4
        ring.lineCapStyle = .round
        ring.stroke()
        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: 10, y: 20))
        tick.addLine(to: CGPoint(x: 18, y: 28))
        tick.addQuadCurve(to: CGPoint(x: 34, y: 10), controlPoint: CGPoint(x: 24, y: 16))
        tick.addCurve(to: CGPoint(x: 40, y: 40), controlPoint1: CGPoint(x: 36, y: 20), controlPoint2: CGPoint(x: 38, y: 30))
        tick.addArc(withCenter: .zero, radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        tick.close()
        tick.append(UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)))
        tick.append(UIBezierPath(rect: rect))
        tick.fill()
        let shape = CGMutablePath()
        shape.move(to: .zero)
        shape.addLine(to: CGPoint(x: 10, y: 10))
        shape.addRect(rect)
        shape.closeSubpath()
        let path: CGPath = shape
        _ = UIBezierPath(cgPath: path).bounds.union(path.boundingBox)
    }
}

@Suite @MainActor struct TypicalBezierPathCodeCompiles {
    @Test func itLaysOut() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        host.window.addSubview(card)
        card.layoutIfNeeded()
        card.drawContent(in: card.bounds)
        _ = host.takeDiagnostics()
        #expect(try #require(card.layer.shadowPath).boundingBox ≈ CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
