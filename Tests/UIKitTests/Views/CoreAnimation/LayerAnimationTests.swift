import Foundation
import RenderTree
import Testing
import UIKitTesting

/// `CABasicAnimation` added with `add(_:forKey:)` runs on the host's clock: presentation
/// values at given times, the model untouched, removal and the delegate.
@Suite @MainActor struct LayerAnimationTests {
    /// Equal to a billionth: the host's clock moves in frame steps, whose sums round.
    func near(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 1e-9
    }

    final class Recorder: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    @Test func strokeEndRunsFromItsFromValueToItsToValueOverTheDuration_thenIsRemoved() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let ring = CAShapeLayer()
        ring.strokeEnd = 1
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        let recorder = Recorder()
        draw.delegate = recorder
        ring.add(draw, forKey: "draw")
        #expect(ring.animationKeys() == ["draw"])
        #expect((ring.presentation() as? CAShapeLayer)?.strokeEnd == 0)
        host.advance(by: 0.5)
        #expect(near((ring.presentation() as? CAShapeLayer)?.strokeEnd, 0.25))
        #expect(ring.strokeEnd == 1)
        host.advance(by: 1)
        #expect(near((ring.presentation() as? CAShapeLayer)?.strokeEnd, 0.75))
        #expect(recorder.log == ["start"])
        host.advance(by: 0.5)
        #expect(ring.presentation() == nil)
        #expect(ring.animationKeys() == nil)
        #expect(recorder.log == ["start", "stop true"])
    }

    @Test func anOpacityAnimationOnAViewsLayerIsWhatIsDrawn_andEaseInEaseOutPacesIt() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(fade, forKey: nil)
        host.advance(by: 0.5)
        let builder = ViewControllerKit.RenderTreeBuilder()
        #expect(builder.tree(of: view).depthFirst.first?.opacity == 0.5)
        #expect(view.alpha == 1)
        host.advance(by: 0.25)
        // easeInEaseOut at three quarters of the time is 0.871 of the way.
        let opacity = try #require(view.layer.presentation()?.opacity)
        #expect(abs(Double(opacity) - 0.129162) < 1e-6)
        host.advance(by: 0.25)
        #expect(view.layer.presentation() == nil)
    }

    @Test func aRepeatingAutoreversingScaleShowsTheWayBack_andRemovingItTellsTheDelegateItDidNotFinish() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 2
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        let recorder = Recorder()
        pulse.delegate = recorder
        view.layer.add(pulse, forKey: "pulse")
        host.advance(by: 1.5)
        #expect(near(view.layer.presentation()?.affineTransform().a, 1.5) && near(view.layer.presentation()?.affineTransform().d, 1.5))
        host.advance(by: 1)
        #expect(near(view.layer.presentation()?.affineTransform().a, 1.5) && near(view.layer.presentation()?.affineTransform().d, 1.5))
        view.layer.removeAnimation(forKey: "pulse")
        #expect(view.layer.presentation() == nil)
        host.pump()
        #expect(recorder.log == ["start", "stop false"])
    }

    @Test func aForwardFillKeepsTheLastValueShown_whenTheAnimationIsNotRemoved() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 100
        move.duration = 1
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        move.beginTime = CACurrentMediaTime() + 1
        layer.add(move, forKey: "move")
        #expect(layer.presentation() == nil)
        host.advance(by: 1.5)
        #expect(near(layer.presentation()?.position.x, 50))
        host.advance(by: 2)
        #expect(layer.presentation()?.position == CGPoint(x: 100, y: 0))
        #expect(layer.position == CGPoint(x: 0, y: 0))
        #expect(layer.animationKeys() == ["move"])
    }
}
