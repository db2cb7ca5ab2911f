import Foundation
import RenderTree
import Testing
import UIKitTesting

/// `UIView.layerClass`: a view's layer is an instance of the class it names, drawn as that
/// layer draws; an app's own layer class falls back to the nearest UIKit class, loudly.
/// Also the text layer and the layer properties that are stored only.
@Suite @MainActor struct ViewLayerClassTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    final class SparkleLayer: CAGradientLayer {
        var sparkles = 3
    }

    final class SparkleView: UIView {
        override class var layerClass: AnyClass { SparkleLayer.self }
    }

    @Test func aGradientViewsLayerIsAGradientLayer_drawnAsTheViewsOwnContent() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(type(of: view.layer) == CAGradientLayer.self)
        #expect(view.layer.owningView === view)
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        #expect(view.layer.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: view)
        let root = try #require(tree[tree.root])
        #expect(root.kind == "GradientView")
        #expect(root.gradient == RenderGradient(colors: [RenderColor(red: 255, green: 0, blue: 0), RenderColor(red: 0, green: 0, blue: 255)],
                                                locations: [0, 1], x1: 0, y1: 0.5, x2: 1, y2: 0.5))
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func aShapeViewsPathIsDrawnInAChildOfItsNode_andAnimatesThroughItsPresentation() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let ring = try #require(view.layer as? CAShapeLayer)
        ring.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        ring.add(draw, forKey: "draw")
        host.advance(by: 0.5)
        #expect((ring.presentation() as? CAShapeLayer)?.strokeEnd == 0.5)
        #expect(ring.presentation()?.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: view)
        let root = try #require(tree[tree.root])
        let pathNode = try #require(root.children.first.flatMap { tree[$0] })
        #expect(pathNode.kind == "CAShapeLayer.path")
        // The node reaches past the path by the stroke's miter margin (ceil(1 × 10 / 2) = 5), so
        // the path is drawn 5 points in: half of the square's 80-point outline, its top and right sides.
        #expect(pathNode.frame == RenderRect(x: -5, y: -5, width: 30, height: 30))
        #expect(pathNode.paths.map(\.d) == ["M5 5L25 5L25 25"])
    }

    @Test func anAppsOwnLayerClassGivesTheNearestUIKitClass_saidOncePerClass() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let first = SparkleView(), second = SparkleView()
        #expect(type(of: first.layer) == CAGradientLayer.self)
        #expect(type(of: second.layer) == CAGradientLayer.self)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: SparkleView.layerClass (SparkleLayer) does nothing here: an app's own layer class cannot be made from its class here; the view's layer is a CAGradientLayer.",
        ])
    }

    @Test func aPlainViewsLayerIsAPlainLayer() {
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    }

    @Test func aTextLayerDrawsItsStringFromTheTop_placedByItsAlignment() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        text.string = "Hello"
        text.font = UIFont.boldSystemFont(ofSize: 12)
        text.fontSize = 17
        text.foregroundColor = UIColor.black.cgColor
        text.alignmentMode = .center
        text.contentsScale = 3
        view.layer.addSublayer(text)
        let font = UIFont.boldSystemFont(ofSize: 17)
        let width = ViewControllerKit.TextLayout(text: "Hello", font: font).lines[0].width
        #expect(text.preferredFrameSize() == ViewControllerKit.TextLayout(text: "Hello", font: font).size)
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: view)
        let node = try #require(tree[tree.root]?.children.first.flatMap { tree[$0] })
        #expect(node.kind == "CATextLayer")
        #expect(node.text == RenderText(font: RenderFont(family: font.familyName, size: 17, bold: true),
                                        color: RenderColor(red: 0, green: 0, blue: 0),
                                        lines: [RenderTextLine(text: "Hello", x: RenderRounding.length(Double((200 - width) / 2)),
                                                               baseline: RenderRounding.length(Double(font.ascender)),
                                                               width: RenderRounding.length(Double(width)))]))
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func aWrappedTextLayerBreaksAtItsWidth() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
        text.string = NSAttributedString(string: "one two three")
        text.fontSize = 14
        text.isWrapped = true
        let font = UIFont.systemFont(ofSize: 14)
        let expected = ViewControllerKit.TextLayout(text: "one two three", font: font, maxWidth: 60)
        #expect(expected.lines.count > 1)
        #expect(text.preferredFrameSize() == expected.size)
    }

    @Test func storedLayerPropertiesKeepTheirValues_andOnlyASublayerTransformIsSaid() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        #expect(layer.preferredFrameSize() == CGSize(width: 30, height: 20))
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        layer.contentsScale = 2
        #expect(layer.shouldRasterize && layer.rasterizationScale == 2 && layer.contentsScale == 2)
        #expect(host.takeDiagnostics().isEmpty)
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        layer.sublayerTransform = perspective
        layer.sublayerTransform = perspective
        #expect(layer.sublayerTransform.m34 == -0.002)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: CALayer.sublayerTransform does nothing here: sublayers are drawn without it.",
        ])
    }

    @Test func aGradientViewAndItsLayerGoTogether() {
        weak var weakView: UIView?
        weak var weakLayer: CALayer?
        do {
            let view = GradientView()
            weakView = view
            weakLayer = view.layer
        }
        #expect(weakView == nil)
        #expect(weakLayer == nil)
    }
}
