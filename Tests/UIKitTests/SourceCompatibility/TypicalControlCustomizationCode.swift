import Foundation
import Testing
import UIKit
import UIKitTesting

// Screens written as iOS apps write them (after `vck-migrate` where they used selectors):
// a flip-book image view, buttons and controls dressed with images, a toolbar of flexible
// spaces and a placeholder property animator. The point is that it compiles; the test
// below runs it once.

final class SpeakerViewController: UIViewController {
    let images = [
        UIImage(systemName: "speaker")!,
        UIImage(systemName: "speaker.1")!,
        UIImage(systemName: "speaker.2")!,
    ]
    let imageView = UIImageView()
    let playButton = UIButton(type: .custom)
    let volume = UISlider()
    let modes = UISegmentedControl(items: ["Mono", "Stereo"])
    let steps = UIStepper()
    let level = UIProgressView(progressViewStyle: .bar)
    let toolbar = UIToolbar()
    var animator = UIViewPropertyAnimator()

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.animationImages = images
        imageView.image = images[0]
        imageView.animationDuration = 1.0
        imageView.animationRepeatCount = 3

        playButton.setBackgroundImage(UIImage(named: "button_bg"), for: .normal)
        playButton.setBackgroundImage(UIImage(named: "button_bg_pressed"), for: .highlighted)
        playButton.setAttributedTitle(NSAttributedString(string: "Play", attributes: [
            .foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17),
        ]), for: .normal)
        playButton.adjustsImageWhenHighlighted = false
        playButton.addAction(UIAction { [weak self] _ in self?.togglePlayback() }, for: .touchUpInside)

        volume.setThumbImage(UIImage(systemName: "lightbulb"), for: .normal)
        volume.setMinimumTrackImage(UIImage(named: "track_min")?.resizableImage(withCapInsets: .zero), for: .normal)
        volume.minimumValueImage = UIImage(systemName: "speaker")
        modes.setBackgroundImage(UIImage(named: "segment_normal"), for: .normal, barMetrics: .default)
        modes.setDividerImage(UIImage(named: "segment_divider"), forLeftSegmentState: .normal,
                              rightSegmentState: .selected, barMetrics: .default)
        steps.setIncrementImage(UIImage(systemName: "plus"), for: .normal)
        level.progressImage = UIImage(named: "level")

        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: { $0.share() })
        toolbar.items = [flexible, share, flexible]
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)

        for subview in [imageView, playButton, volume, modes, steps, level, toolbar] { view.addSubview(subview) }
    }

    func togglePlayback() {
        if imageView.isAnimating {
            imageView.stopAnimating()
        } else {
            imageView.startAnimating()
        }
        animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 1) { [weak self] in
            self?.playButton.alpha = 0.8
        }
        animator.startAnimation()
    }

    func share() {}
}

final class GenderKeypadView: UIView, UIInputViewAudioFeedback {
    var enableInputClicksWhenVisible: Bool { true }

    func keyTapped() {
        UIDevice.current.playInputClick()
    }
}

@Suite @MainActor struct TypicalControlCustomizationCodeCompiles {
    @Test func itRuns() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let speaker = SpeakerViewController()
        host.show(speaker)
        speaker.playButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        host.pump()
        #expect(speaker.animator.duration == 0)
        try host.tap(speaker.playButton)
        #expect(speaker.imageView.isAnimating)
        #expect(speaker.playButton.currentAttributedTitle?.string == "Play")
        #expect(speaker.toolbar.items?.first?.target == nil)
        host.advance(by: 3.5)   // three one-second cycles
        #expect(!speaker.imageView.isAnimating)
        #expect(GenderKeypadView().enableInputClicksWhenVisible)
    }

    @Test func aBarButtonItemWithASelector_isCreatedWithoutAnAction_andSaysSo() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let item = UIBarButtonItem(title: "Save", style: .done, target: nil, action: Selector("save:"))
        #expect(item.title == "Save" && item.style == .done)
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UIBarButtonItem(…target:action: Selector) does nothing here: a selector (here save:) "
                + "cannot be sent without the Objective-C runtime; run vck-migrate to turn #selector actions into closures.",
        ])
    }

    @Test func playInputClick_saysOnceThatThereIsNoSound() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        GenderKeypadView().keyTapped()
        GenderKeypadView().keyTapped()
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UIDevice.playInputClick() does nothing here: there is no sound output.",
        ])
    }
}
