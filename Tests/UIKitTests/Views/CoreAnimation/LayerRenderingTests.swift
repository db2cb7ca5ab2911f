import Foundation
import RenderTree
import Testing
import UIKitTesting

/// Layers of their own are drawn: render nodes in layer order, gradients, shape fills and
/// trimmed strokes, as SVG.
@Suite @MainActor struct LayerRenderingTests {
    @Test func aGradientBelowTheSubviewsAndAShapeAboveThemAreNodesInLayerOrder() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let label = UILabel()
        card.addSubview(label)
        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0.2, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.cornerRadius = 8
        card.layer.insertSublayer(gradient, at: 0)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath
        ring.fillColor = UIColor.white.cgColor
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 2
        card.layer.addSublayer(ring)
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: card)
        let root = try #require(tree[tree.root])
        #expect(root.children.compactMap { tree[$0]?.kind } == ["CAGradientLayer", "UILabel", "CAShapeLayer"])
        let gradientNode = try #require(tree[root.children[0]])
        #expect(gradientNode.frame == RenderRect(x: 0, y: 0, width: 100, height: 60))
        #expect(gradientNode.cornerRadius == 8)
        #expect(gradientNode.gradient == RenderGradient(colors: [RenderColor(red: 255, green: 0, blue: 0), RenderColor(red: 0, green: 0, blue: 255)],
                                                        locations: [0.2, 1], x1: 0, y1: 0.5, x2: 1, y2: 0.5))
        // The shape layer has no size: its path is drawn in a child covering the path and stroke.
        let shapeNode = try #require(tree[root.children[2]])
        #expect(shapeNode.frame == RenderRect(x: 0, y: 0, width: 0, height: 0))
        let pathNode = try #require(shapeNode.children.first.flatMap { tree[$0] })
        #expect(pathNode.kind == "CAShapeLayer.path")
        #expect(pathNode.frame == RenderRect(x: 0, y: 0, width: 40, height: 40))
        #expect(pathNode.paths == [
            RenderPath(d: "M10 10L30 10L30 30L10 30Z", fill: RenderColor(red: 255, green: 255, blue: 255)),
            RenderPath(d: "M10 10L30 10L30 30L10 30Z", stroke: RenderColor(red: 0, green: 0, blue: 0), lineWidth: 2),
        ])
    }

    @Test func theGradientIsDrawnAsAnSVGLinearGradientRoundedLikeTheLayer() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 5, y: 0, width: 40, height: 20)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.withAlphaComponent(0.5).cgColor]
        gradient.cornerRadius = 4
        view.layer.addSublayer(gradient)
        let svg = SVGRenderer.svg(of: ViewControllerKit.RenderTreeBuilder().tree(of: view))
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="50" height="20" viewBox="0 0 50 20">
              <g data-kind="UIView">
                <g data-kind="CAGradientLayer" transform="translate(5,0)">
                  <linearGradient id="gradient1" x1="0.5" y1="0" x2="0.5" y2="1"><stop offset="0" stop-color="#FF0000"/><stop offset="1" stop-color="#0000FF" stop-opacity="0.502"/></linearGradient>
                  <rect width="40" height="20" rx="4" fill="url(#gradient1)"/>
                </g>
              </g>
            </svg>

            """)
    }

    @Test func strokeEndTrimsTheStrokeAlongThePathsLength_andLeavesTheFillWhole() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let line = CAShapeLayer()
        line.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 40))
        line.path = path.cgPath
        line.fillColor = nil
        line.strokeColor = UIColor.green.cgColor
        line.lineWidth = 4
        line.lineCap = .round
        line.strokeStart = 0.25
        line.strokeEnd = 0.75
        view.layer.addSublayer(line)
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: view)
        let layerNode = try #require(tree.depthFirst.first { $0.kind == "CAShapeLayer" })
        #expect(layerNode.frame == RenderRect(x: 10, y: 10, width: 80, height: 80))
        let pathNode = try #require(tree.depthFirst.first { $0.kind == "CAShapeLayer.path" })
        // Room for the stroke (half its width, times the miter limit) around the path's box.
        #expect(pathNode.frame == RenderRect(x: -20, y: -20, width: 80, height: 80))
        #expect(pathNode.paths == [
            RenderPath(d: "M40 20L60 20L60 40", stroke: RenderColor(red: 0, green: 255, blue: 0), lineWidth: 4, lineCap: "round"),
        ])
    }

    @Test func aLayerWithoutAViewIsNotDrawnUntilAdded_andRemovingItRemovesItsNode() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let dot = CALayer()
        dot.backgroundColor = UIColor.red.cgColor
        dot.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let builder = ViewControllerKit.RenderTreeBuilder()
        #expect(builder.tree(of: view).nodes.count == 1)
        view.layer.addSublayer(dot)
        let drawn = builder.tree(of: view)
        #expect(drawn.depthFirst.map(\.kind) == ["UIView", "CALayer"])
        #expect(drawn.depthFirst.last?.frame == RenderRect(x: 1, y: 2, width: 3, height: 4))
        #expect(drawn.depthFirst.last?.background == RenderColor(red: 255, green: 0, blue: 0))
        dot.removeFromSuperlayer()
        #expect(builder.tree(of: view).nodes.count == 1)
    }
}
