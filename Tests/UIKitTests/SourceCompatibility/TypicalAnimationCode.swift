import Foundation
import Testing
import UIKit
import UIKitTesting

// Animation code written the way iOS apps write it, unchanged: the point of this file is that
// it compiles (trailing closures, defaulted arguments, the animator's initialisers and
// protocols). The test at the end runs it once on a host.

final class CardViewController: UIViewController {
    private let card = UIView()
    private var heightConstraint: NSLayoutConstraint!
    private var animator: UIViewPropertyAnimator?
    private var displayLink: CADisplayLink?
    private(set) var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        view.addSubview(card)
        heightConstraint = card.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            heightConstraint,
        ])
    }

    func expand() {
        heightConstraint.constant = 300
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
        UIView.animate(withDuration: 0.3, animations: { self.card.alpha = 0.9 }) { finished in
            if finished { self.card.layer.shadowOpacity = 0.3 }
        }
        UIView.animate(withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                       options: [.curveEaseOut, .allowUserInteraction]) {
            self.card.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.card.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.card.alpha = 1 }
        }
        UIView.transition(with: card, duration: 0.3, options: .transitionCrossDissolve, animations: {
            self.card.backgroundColor = .systemRed
        }, completion: nil)
        UIView.performWithoutAnimation { self.card.layer.borderWidth = 1 }
    }

    func beginDrag() {
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
            self.card.center.y -= 200
        }
        animator.addCompletion { position in
            if position == .end { self.card.layer.cornerRadius = 0 }
        }
        animator.pauseAnimation()
        self.animator = animator
    }

    func drag(to fraction: CGFloat) {
        animator?.fractionComplete = fraction
    }

    func endDrag(cancelled: Bool) {
        guard let animator else { return }
        animator.isReversed = cancelled
        let timing = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
        animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
    }

    func startTicking() {
        let link = CADisplayLink { [weak self] _ in self?.ticks += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func stopTicking() {
        displayLink?.invalidate()
        displayLink = nil
    }
}

@MainActor
func fade(_ view: UIView) -> UIViewImplicitlyAnimating {
    UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
        view.alpha = 0
    })
}

@Suite @MainActor struct TypicalAnimationCodeTests {
    @Test func typicalAnimationCode_runs() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = CardViewController()
        host.show(controller)
        controller.expand()
        controller.beginDrag()
        controller.drag(to: 0.5)
        controller.endDrag(cancelled: true)
        controller.startTicking()
        let fading = fade(controller.view)
        #expect(fading.state == .active)
        host.runUntilIdle()
        #expect(fading.state == .inactive)
        #expect(controller.view.alpha == 0)
        let ticksBefore = controller.ticks   // it ticked while the animations ran, too
        host.advance(by: 0.1)
        #expect(controller.ticks - ticksBefore == 6)   // 60 per second
        controller.stopTicking()
    }
}
