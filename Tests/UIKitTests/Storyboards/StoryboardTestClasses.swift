import Foundation
import UIKit
import UIKitTesting

/// Controllers the fixture storyboards name by `customClass`; each records its callbacks in
/// `StoryboardTrace.recorder` as `"<Class>.<callback>"`.
@MainActor
enum StoryboardTrace {
    static var recorder = TraceRecorder()
    /// What `shouldPerformSegue` answers (by identifier); true when absent.
    static var allowSegue: [String: Bool] = [:]

    static func reset() {
        recorder = TraceRecorder()
        allowSegue = [:]
        registerClasses()
    }

    static func registerClasses() {
        ViewControllerKit.InterfaceBuilder.register(SBHomeViewController.self) {
            $0.outlet("titleLabel", \.titleLabel)
            $0.outletCollection("buttons", \.buttons)
            $0.action("tapped:") { $0.tapped($1) }
            $0.action("unwindToHome:") { $0.unwindToHome($1) }
            $0.segueAction("makeDetail:sender:segueIdentifier:") { $0.makeDetail($1, sender: $2, segueIdentifier: $3) }
        }
        ViewControllerKit.InterfaceBuilder.register(FadeSegue.self)
        ViewControllerKit.InterfaceBuilder.register(SBProfileViewController.self) {
            $0.outlet("nameLabel", \.nameLabel)
            $0.action("save:") { $0.save($1) }
        }
    }
}

@MainActor
class RecordingViewController: UIViewController {
    var name: String { String(describing: type(of: self)) }
    func record(_ event: String) { StoryboardTrace.recorder.record("\(name).\(event)") }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        record("init(coder:)")
    }

    override func awakeFromNib() { super.awakeFromNib(); record("awakeFromNib") }
    override func loadView() { record("loadView"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) {
        record("willMove(toParent: \(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
        super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
        record("didMove(toParent: \(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
        super.didMove(toParent: parent)
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        record("shouldPerformSegue(\(identifier))")
        return StoryboardTrace.allowSegue[identifier] ?? true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        record("prepare(\(segue.identifier ?? "nil"), \(type(of: segue.destination)), destinationLoaded: \(segue.destination.isViewLoaded))")
    }
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        let answer = super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
        record("canPerformUnwindSegueAction(\(action)) -> \(answer)")
        return answer
    }
}

final class SBHomeViewController: RecordingViewController {
    weak var titleLabel: UILabel!
    var buttons: [UIButton]!
    var tapSenders: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        record("awakeFromNib titleLabel: \(titleLabel == nil ? "nil" : "set")")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad titleLabel: \(titleLabel?.text ?? "nil") buttons: \(buttons?.count ?? 0) children: \(children.count)")
    }

    func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> SBDetailViewController? {
        record("makeDetail(\(segueIdentifier ?? "nil"))")
        return SBDetailViewController(coder: coder)
    }

    func tapped(_ sender: UIButton) { record("tapped(\(sender.currentTitle ?? ""))") }
    func unwindToHome(_ segue: UIStoryboardSegue) {
        record("unwindToHome(from: \(type(of: segue.source)))")
    }
}

final class SBDetailViewController: RecordingViewController {}
final class SBModalViewController: RecordingViewController {}
final class SBChildViewController: RecordingViewController {}

/// A custom segue the storyboard names; it shows the destination.
final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        StoryboardTrace.recorder.record("FadeSegue.perform(\(identifier ?? "nil"))")
        source.show(destination, sender: nil)
    }
}
