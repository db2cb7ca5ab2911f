import Foundation
import Testing
import UIKit
import UIKitTesting

// Core Animation code written the way iOS apps write it, unchanged: the point of this file
// is that it compiles (keyframe shakes, spring pulses, a gradient-backed view, a transition
// on a label's layer, a group with a delegate, a text layer). The test at the end runs it
// once on a host.

final class GradientBackgroundView: UIView {
    override class var layerClass: AnyClass {
        return CAGradientLayer.self
    }

    private var gradientLayer: CAGradientLayer {
        return layer as! CAGradientLayer
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        gradientLayer.locations = [0.0, 1.0]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension UIView {
    func shake() {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        animation.duration = 0.6
        animation.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
        layer.add(animation, forKey: "shake")
    }

    func pulse() {
        let pulse = CASpringAnimation(keyPath: "transform.scale")
        pulse.duration = 0.6
        pulse.fromValue = 0.95
        pulse.toValue = 1.0
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.initialVelocity = 0.5
        pulse.damping = 1.0
        layer.add(pulse, forKey: "pulse")
    }
}

final class AnimatedStatusViewController: UIViewController, CAAnimationDelegate {
    let statusLabel = UILabel()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    let titleLayer = CATextLayer()
    private(set) var finishedGroups = 0

    override func loadView() {
        view = GradientBackgroundView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(statusLabel)
        view.addSubview(badge)
        titleLayer.string = "Status"
        titleLayer.font = UIFont.boldSystemFont(ofSize: 17)
        titleLayer.fontSize = 17
        titleLayer.foregroundColor = UIColor.white.cgColor
        titleLayer.alignmentMode = .center
        titleLayer.truncationMode = .end
        titleLayer.isWrapped = false
        titleLayer.contentsScale = UIScreen.main.scale
        titleLayer.frame = CGRect(origin: .zero, size: titleLayer.preferredFrameSize())
        view.layer.addSublayer(titleLayer)
        badge.layer.shouldRasterize = true
        badge.layer.rasterizationScale = UIScreen.main.scale
    }

    func updateStatus(_ text: String) {
        let transition = CATransition()
        transition.duration = 0.25
        transition.type = CATransitionType.push
        transition.subtype = CATransitionSubtype.fromTop
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        statusLabel.layer.add(transition, forKey: kCATransition)
        statusLabel.text = text
        let fade = CATransition()
        fade.type = .fade
        statusLabel.layer.add(fade, forKey: nil)
    }

    func bounceBadge() {
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.values = [1.0, 1.4, 0.9, 1.15, 0.95, 1.0]
        scale.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        scale.calculationMode = .linear
        scale.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn)]

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.5
        fade.toValue = 1

        let move = CAKeyframeAnimation(keyPath: "position")
        let path = UIBezierPath()
        path.move(to: badge.center)
        path.addQuadCurve(to: CGPoint(x: badge.center.x + 40, y: badge.center.y),
                          controlPoint: CGPoint(x: badge.center.x + 20, y: badge.center.y - 30))
        move.path = path.cgPath
        move.rotationMode = nil
        move.calculationMode = CAAnimationCalculationMode.paced

        let group = CAAnimationGroup()
        group.animations = [scale, fade, move]
        group.duration = 0.8
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.delegate = self
        group.setValue("bounce", forKey: "name")
        _ = group.value(forKey: "name") as? String
        badge.layer.add(group, forKey: "bounce")
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { finishedGroups += 1 }
        badge.layer.removeAnimation(forKey: "bounce")
    }

    func springSettling() -> CFTimeInterval {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.mass = 1
        spring.stiffness = 170
        spring.damping = 15
        spring.initialVelocity = 0
        spring.fromValue = badge.layer.position.y + 10
        spring.toValue = badge.layer.position.y
        spring.duration = spring.settlingDuration
        spring.repeatDuration = 0
        spring.timeOffset = 0
        badge.layer.add(spring, forKey: "drop")
        return spring.settlingDuration
    }

    func legacyIndexPath() -> Int {
        let indexPath = NSIndexPath(row: 2, section: 1)
        return indexPath.row + indexPath.section + indexPath.item
    }
}

@Suite @MainActor struct TypicalCoreAnimationCodeTests {
    @Test func typicalCoreAnimationCode_runs() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = AnimatedStatusViewController()
        host.show(controller)
        #expect(controller.view.layer is CAGradientLayer)
        controller.view.shake()
        controller.badge.pulse()
        controller.updateStatus("Connected")
        controller.bounceBadge()
        #expect(controller.springSettling() > 0)
        #expect(controller.legacyIndexPath() == 5)
        host.advance(by: 3)
        #expect(controller.finishedGroups == 1)
        #expect(controller.badge.layer.animationKeys() == nil)
    }
}
