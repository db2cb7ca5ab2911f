import Foundation
import RenderTree
import Testing
import UIKitTesting

/// A view that records each `draw(_:)` (the rect, whether a context was current) and paints
/// what `paint` says.
final class DrawingTestView: UIView {
    var trace: [String] = []
    var paint: @MainActor (CGRect) -> Void = { _ in }

    override func layoutSubviews() {
        super.layoutSubviews()
        trace.append("layoutSubviews")
    }

    override func draw(_ rect: CGRect) {
        trace.append("draw \(rect.minX),\(rect.minY) \(rect.width)x\(rect.height) context=\(UIGraphicsGetCurrentContext() != nil)")
        paint(rect)
    }

    var draws: Int { trace.filter { $0.hasPrefix("draw") }.count }
}

/// `UIView.draw(_:)` runs when the view is rendered, and what it paints reaches the render
/// tree (and so the pictures and the browser) as paths.
@Suite @MainActor struct CustomDrawingTests {
    final class Recorder: ViewControllerKit.RenderHost {
        var frames: [RenderFrame] = []
        func render(_ frame: RenderFrame) { frames.append(frame) }
        var drawn: RenderNode? { frames.last?.tree.depthFirst.first { $0.kind == "DrawingTestView" } }
    }

    /// `view` at `frame` in a shown controller's view, a render host connected, one turn run.
    static func show(_ view: UIView, at frame: CGRect) -> (HeadlessHost, Recorder) {
        let host = HeadlessHost(device: .iPhone14)
        host.show(UIViewController())
        view.frame = frame
        host.window.rootViewController!.view.addSubview(view)
        let recorder = Recorder()
        host.runtime.connect(recorder, to: host.window)
        host.pump()
        return (host, recorder)
    }

    static let red = RenderColor(red: 255, green: 0, blue: 0)
    static let blue = RenderColor(red: 0, green: 0, blue: 255)
    static let black = RenderColor(red: 0, green: 0, blue: 0)

    @Test func draw_runsInTheDisplayPass_afterLayout_withTheBounds_andACurrentContext() {
        let view = DrawingTestView()
        let (host, recorder) = Self.show(view, at: CGRect(x: 10, y: 100, width: 40, height: 20))
        defer { withExtendedLifetime((host, recorder)) {} }
        #expect(view.trace == ["layoutSubviews", "draw 0.0,0.0 40.0x20.0 context=true"])
        #expect(UIGraphicsGetCurrentContext() == nil)
        host.pump()
        host.advance(by: 1)
        #expect(view.draws == 1)   // drawn once; the drawing is kept
    }

    @Test func setNeedsDisplay_drawsAgainOnTheNextPass_butAlphaAndColourChangesDoNot() {
        let view = DrawingTestView()
        let (host, recorder) = Self.show(view, at: CGRect(x: 10, y: 100, width: 40, height: 20))
        defer { withExtendedLifetime((host, recorder)) {} }
        view.alpha = 0.5
        view.backgroundColor = .red
        view.isHidden = false
        host.pump()
        #expect(view.draws == 1)
        view.setNeedsDisplay()
        #expect(view.draws == 1)   // not at once: on the next display pass
        #expect(view.layer.needsDisplay())
        host.pump()
        #expect(view.draws == 2)
        #expect(!view.layer.needsDisplay())
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        host.pump()
        #expect(view.trace.last == "draw 0.0,0.0 40.0x20.0 context=true")   // the whole bounds again
        #expect(view.draws == 3)
    }

    @Test func paintedShapes_areTheNodesPaths_inOrder() throws {
        let view = DrawingTestView()
        view.paint = { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 20, height: 20))
            let context = UIGraphicsGetCurrentContext()!
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(2)
            context.move(to: .zero)
            context.addLine(to: CGPoint(x: 40, y: 20))
            context.strokePath()
            #expect(context.isPathEmpty)   // painting consumes the path
        }
        let (host, recorder) = Self.show(view, at: CGRect(x: 10, y: 100, width: 40, height: 20))
        defer { withExtendedLifetime(host) {} }
        #expect(try #require(recorder.drawn).paths == [
            RenderPath(d: "M10 10L30 10L30 30L10 30Z", fill: Self.red),
            RenderPath(d: "M0 0L40 20", stroke: Self.blue, lineWidth: 2),
        ])
    }

    @Test func transforms_andSavedStates_applyAsInCoreGraphics() throws {
        let view = DrawingTestView()
        view.paint = { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.saveGState()
            context.translateBy(x: 10, y: 5)
            context.scaleBy(x: 2, y: 2)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 1, y: 1, width: 2, height: 3))
            context.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))   // width 1 scaled by 2
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))     // black again, untransformed
            context.restoreGState()                                    // unbalanced: ignored
        }
        let (host, recorder) = Self.show(view, at: CGRect(x: 0, y: 100, width: 40, height: 20))
        defer { withExtendedLifetime(host) {} }
        #expect(try #require(recorder.drawn).paths == [
            RenderPath(d: "M12 7L16 7L16 13L12 13Z", fill: Self.red),
            RenderPath(d: "M10 5L12 5L12 7L10 7Z", stroke: Self.black, lineWidth: 2),
            RenderPath(d: "M0 0L1 0L1 1L0 1Z", fill: Self.black),
        ])
    }

    @Test func bezierPaths_strokeInTheirOwnLineStyle_andFillByTheirRule() throws {
        let view = DrawingTestView()
        view.paint = { _ in
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 5, y: 5))
            line.addLine(to: CGPoint(x: 35, y: 5))
            line.lineWidth = 4
            line.lineCapStyle = .round
            line.stroke()
            UIColor.red.set()
            let frame = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20))
            frame.append(UIBezierPath(rect: CGRect(x: 10, y: 5, width: 20, height: 10)))
            frame.usesEvenOddFillRule = true
            frame.fill()
            UIGraphicsGetCurrentContext()!.strokePath()   // nothing to stroke: no path
        }
        let (host, recorder) = Self.show(view, at: CGRect(x: 0, y: 100, width: 40, height: 20))
        defer { withExtendedLifetime(host) {} }
        #expect(try #require(recorder.drawn).paths == [
            RenderPath(d: "M5 5L35 5", stroke: Self.black, lineWidth: 4, lineCap: "round"),
            RenderPath(d: "M0 0L40 0L40 20L0 20ZM10 5L30 5L30 15L10 15Z", fill: Self.red, evenOdd: true),
        ])
    }

    @Test func drawing_isInBoundsCoordinates_whateverTheBoundsOrigin() throws {
        let view = DrawingTestView()
        view.paint = { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 60, width: 10, height: 10)) }
        let (host, recorder) = Self.show(view, at: CGRect(x: 0, y: 100, width: 40, height: 20))
        defer { withExtendedLifetime(host) {} }
        view.bounds.origin = CGPoint(x: 0, y: 50)
        view.setNeedsDisplay()
        host.pump()
        #expect(view.trace.last == "draw 0.0,50.0 40.0x20.0 context=true")
        #expect(try #require(recorder.drawn).paths == [RenderPath(d: "M0 10L10 10L10 20L0 20Z", fill: Self.red)])
    }

    @Test func aNewSize_stretchesTheOldDrawing_unlessTheContentModeIsRedraw() throws {
        let view = DrawingTestView()
        view.paint = { rect in UIColor.red.setFill(); UIRectFill(rect) }
        let (host, recorder) = Self.show(view, at: CGRect(x: 0, y: 100, width: 40, height: 20))
        defer { withExtendedLifetime(host) {} }
        view.frame.size.width = 80
        host.pump()
        #expect(view.draws == 1)
        #expect(try #require(recorder.drawn).paths == [RenderPath(d: "M0 0L80 0L80 20L0 20Z", fill: Self.red)])
        view.contentMode = .center
        view.frame.size.width = 60
        host.pump()
        #expect(try #require(recorder.drawn).paths == [RenderPath(d: "M10 0L50 0L50 20L10 20Z", fill: Self.red)])
        view.contentMode = .redraw
        view.frame.size.height = 30
        host.pump()
        #expect(view.draws == 2)
        #expect(view.trace.last == "draw 0.0,0.0 60.0x30.0 context=true")
        #expect(try #require(recorder.drawn).paths == [RenderPath(d: "M0 0L60 0L60 30L0 30Z", fill: Self.red)])
    }

    @Test func anEmptyView_isNotDrawn_untilItHasASize() {
        let view = DrawingTestView()
        let (host, recorder) = Self.show(view, at: .zero)
        defer { withExtendedLifetime((host, recorder)) {} }
        #expect(view.draws == 0)
        view.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        host.pump()
        #expect(view.draws == 1)
    }

    @Test func dynamicColours_resolveWithTheViewsTraits_andALightDarkChangeDrawsAgain() throws {
        let view = DrawingTestView()
        view.paint = { rect in UIColor.label.setFill(); UIRectFill(rect) }
        let (host, recorder) = Self.show(view, at: CGRect(x: 0, y: 100, width: 4, height: 2))
        defer { withExtendedLifetime(host) {} }
        #expect(try #require(recorder.drawn).paths.map(\.fill) == [Self.black])
        host.window.overrideUserInterfaceStyle = .dark
        host.pump()
        #expect(view.draws == 2)
        #expect(try #require(recorder.drawn).paths.map(\.fill) == [RenderColor(red: 255, green: 255, blue: 255)])
    }

    @Test func pictures_drawThePaths_clippedToTheView() {
        let view = DrawingTestView()
        view.paint = { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 10, y: 10, width: 20, height: 20)) }
        let (host, _) = Self.show(view, at: CGRect(x: 0, y: 100, width: 40, height: 20))
        defer { withExtendedLifetime(host) {} }
        let svg = Picture.svg(of: view)
        #expect(svg.contains("<clipPath id=\"clip1\"><rect width=\"40\" height=\"20\"/></clipPath>"))
        #expect(svg.contains("<path d=\"M10 10L30 10L30 30L10 30Z\" fill=\"#FF0000\"/>"))
    }

    @Test func paintingWithoutAContext_warnsAsCoreGraphicsDoes_andPaintsNothing() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        UIRectFill(.zero)
        #expect(host.takeDiagnostics().map(\.message) == [
            "UIColor.setFill(): invalid context 0x0. There is no current graphics context: draw inside draw(_:), a UIGraphicsImageRenderer's actions, or an image context.",
            "UIBezierPath.fill(): invalid context 0x0. There is no current graphics context: draw inside draw(_:), a UIGraphicsImageRenderer's actions, or an image context.",
        ])
    }

    @Test func clipsAndShadows_areLoud_onceEach() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            context.cgContext.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
            context.cgContext.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            context.cgContext.setShadow(offset: .zero, blur: 2)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).addClip()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: CGContext.clip(to:) does nothing here: recorded paths are not clipped.",
            "ViewControllerKit: CGContext.setShadow(offset:blur:) does nothing here: recorded paths carry no shadow.",
            "ViewControllerKit: UIBezierPath.addClip() does nothing here: recorded paths are not clipped.",
        ])
    }
}
