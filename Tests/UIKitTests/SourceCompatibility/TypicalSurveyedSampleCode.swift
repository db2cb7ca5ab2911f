import Foundation
import Testing
import UIKit
import UIKitTesting

// View-controller code as the surveyed samples (kharrison's, Hacking with Swift) write it,
// after `vck-migrate` (the selectors are the closures it writes): a parallax motion effect
// group, a pattern-colour background, buttons and a recognizer built in stored properties
// with `target: self` (NSObject's `self()` there; Swift warns, as on iOS), key commands.
// The point is that it compiles.

final class SurveyedParallaxViewController: UIViewController {
    private let backgroundImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "mountains"))
        imageView.contentMode = .scaleAspectFill
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        if let tile = UIImage(named: "linen") {
            view.backgroundColor = UIColor(patternImage: tile)
        } else {
            view.backgroundColor = UIColor(patternImage: UIImage())
        }
        view.addSubview(backgroundImageView)
        let margin: CGFloat = -40
        NSLayoutConstraint.activate([
            backgroundImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margin),
            backgroundImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -margin),
            backgroundImageView.topAnchor.constraint(equalTo: view.topAnchor, constant: margin),
            backgroundImageView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -margin),
        ])
        addParallax(to: backgroundImageView, amount: 40)
    }

    private func addParallax(to view: UIView, amount: CGFloat) {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -amount
        horizontal.maximumRelativeValue = amount
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -amount
        vertical.maximumRelativeValue = amount
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        view.addMotionEffect(group)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for effect in backgroundImageView.motionEffects {
            backgroundImageView.removeMotionEffect(effect)
        }
    }
}

final class SurveyedScoreViewController: UIViewController {
    private(set) var score = 0

    let scoreLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    let addButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Add point", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addTarget(nsObjectSelfMethod(of: SurveyedScoreViewController.self), action: { $0.addPoint($1) }, for: .touchUpInside)
        return button
    }()

    let resetTap = UITapGestureRecognizer(target: nsObjectSelfMethod(of: SurveyedScoreViewController.self), action: { $0.resetScore() })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [scoreLabel, addButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        scoreLabel.isUserInteractionEnabled = true
        scoreLabel.addGestureRecognizer(resetTap)
        updateScore()
    }

    func addPoint(_ sender: UIButton) {
        score += 1
        updateScore()
    }

    func resetScore() {
        score = 0
        updateScore()
    }

    private func updateScore() {
        scoreLabel.text = "Score: \(score)"
    }
}

final class SurveyedNotesEditorViewController: UIViewController {
    private(set) var log: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "n", modifierFlags: .command,
                         action: { (target: SurveyedNotesEditorViewController) in target.newNote() },
                         discoverabilityTitle: "New Note"),
            UIKeyCommand(input: "s", modifierFlags: .command,
                         action: { (target: SurveyedNotesEditorViewController, command: UIKeyCommand) in target.save(command) },
                         discoverabilityTitle: "Save"),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                         action: { (target: SurveyedNotesEditorViewController) in target.close() }),
        ]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    func newNote() { log.append("new") }
    func save(_ command: UIKeyCommand) { log.append("save \(command.discoverabilityTitle ?? "-")") }
    func close() { log.append("close") }
}

@Suite @MainActor struct TypicalSurveyedSampleCodeCompiles {
    @Test func theScreensLoad_theStoredPropertyButtonReachesItsController_keyCommandsRun() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let parallax = SurveyedParallaxViewController()
        host.show(parallax)
        #expect(parallax.view.backgroundColor == .clear)

        let score = SurveyedScoreViewController()
        host.show(score)
        try host.tap(score.addButton)
        try host.tap(score.addButton)
        #expect(score.scoreLabel.text == "Score: 2")

        let notes = SurveyedNotesEditorViewController()
        host.show(notes)
        host.pressKey("n", modifiers: .command)
        host.pressKey("s", modifiers: .command)
        host.pressKey(UIKeyCommand.inputEscape)
        #expect(notes.log == ["new", "save Save", "close"])
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIColor(patternImage:) does nothing here: images hold no pixels to tile; the colour is clear.",
            "ViewControllerKit: UIView.addMotionEffect(_:) does nothing here: there is no device motion; the effects are kept in motionEffects, never applied.",
            "ViewControllerKit: UIGestureRecognizer(target: self, action:) in a stored property initializer does nothing here: there self is NSObject's self() method, not the instance, so the action has no target and is never sent (nor is it on iOS); declare the property lazy.",
        ])
    }
}
