import Foundation
import RenderTree
import Testing
import UIKit
import UIKitTesting

// Custom drawing written as iOS apps write it — `draw(_:)` overrides with UIBezierPath and
// Core Graphics, images made with UIGraphicsImageRenderer and the older image-context
// functions: it compiles unchanged, and what it draws reaches the render tree.

final class ProgressRingView: UIView {
    var progress: CGFloat = 0.25 { didSet { setNeedsDisplay() } }
    var ringColor: UIColor = .systemBlue

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 6
        UIColor.systemGray5.setStroke()
        track.stroke()
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                               endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = 6
        arc.lineCapStyle = .round
        ringColor.setStroke()
        arc.stroke()
    }
}

final class BarChartView: UIView {
    var values: [CGFloat] = [0.2, 0.8, 0.5]

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemBackground.cgColor)
        context.fill(rect)
        let width = rect.width / CGFloat(values.count)
        for (index, value) in values.enumerated() {
            let bar = CGRect(x: CGFloat(index) * width + 2, y: rect.height * (1 - value), width: width - 4, height: rect.height * value)
            context.setFillColor(UIColor.systemGreen.cgColor)
            context.addRect(bar)
            context.fillPath()
        }
        context.saveGState()
        context.translateBy(x: 0, y: rect.height)
        context.scaleBy(x: 1, y: -1)
        context.setStrokeColor(UIColor.separator.cgColor)
        context.setLineWidth(1 / UIScreen.main.scale)
        context.move(to: CGPoint(x: 0, y: 0.5))
        context.addLine(to: CGPoint(x: rect.width, y: 0.5))
        context.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2))
        context.strokePath()
        context.restoreGState()
        context.strokeEllipse(in: rect.insetBy(dx: 10, dy: 10))
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

enum AvatarFactory {
    @MainActor
    static func initialsImage(_ initials: String, diameter: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        return renderer.image { context in
            UIColor.systemIndigo.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
            UIColor.white.setStroke()
            context.stroke(CGRect(x: 0, y: 0, width: diameter, height: diameter).insetBy(dx: 1, dy: 1))
        }
    }

    @MainActor
    static func legacySwatch(_ color: UIColor) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 0)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    @MainActor
    static func thumbnailData(of image: UIImage) -> Data {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).pngData { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
    }
}

@Suite @MainActor struct TypicalCustomDrawingCodeCompiles {
    @Test func itDraws_intoTheRenderTree() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let chart = BarChartView(frame: CGRect(x: 0, y: 60, width: 90, height: 60))
        let avatar = UIImageView(image: AvatarFactory.initialsImage("AB", diameter: 40))
        host.window.addSubview(ring)
        host.window.addSubview(chart)
        host.window.addSubview(avatar)
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let nodes = tree.depthFirst
        #expect(nodes.first { $0.kind == "ProgressRingView" }?.paths.count == 2)
        #expect(nodes.first { $0.kind == "BarChartView" }?.paths.count == 7)
        #expect(nodes.first { $0.kind == "UIImageView" }?.paths.count == 2)
        #expect(AvatarFactory.legacySwatch(.red)?.size == CGSize(width: 20, height: 20))
        let swatch = try #require(AvatarFactory.legacySwatch(.red))
        #expect(UIImage(data: AvatarFactory.thumbnailData(of: swatch))?.size == CGSize(width: 8, height: 8))
        ring.progress = 0.5
        #expect(ring.layer.needsDisplay())
    }
}
