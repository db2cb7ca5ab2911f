import Foundation
import Testing
import UIKitTesting

/// Target–action without selectors (what `vck-migrate` writes for `#selector`): the action
/// is a closure of the target and the sender, the target is held weakly (UIKit's
/// `addTarget(_:action:for:)` docs: "The control does not retain the object in the target
/// parameter"), and actions run in the order they were added.
@Suite @MainActor struct TargetActionTests {
    @MainActor final class Screen {
        var log: [String] = []
        func saveTapped(_ sender: UIButton) { log.append("save \(sender.tag)") }
        func refresh() { log.append("refresh") }
        func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state)") }
        func add(_ item: UIBarButtonItem) { log.append("add \(item.systemItem.map { "\($0)" } ?? "-")") }
        func keyboard(_ notification: Notification) { log.append("note \(notification.name.rawValue)") }
        func wrongSender(_ sender: UISwitch) { log.append("switch") }
    }

    @Test func controlTargetsRunInOrderWithTheControlAsSender() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = Screen()
        let button = UIButton()
        button.tag = 7
        button.addTarget(screen, action: { $0.saveTapped($1) }, for: .touchUpInside)
        button.addAction(UIAction { _ in screen.log.append("action") }, for: .touchUpInside)
        button.addTarget(screen, action: { $0.refresh() }, for: [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(screen.log == ["save 7", "action", "refresh", "refresh"])
    }

    @Test func removeTargetRemovesAllOfThatTargetsActionsForTheEvents() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = Screen(), other = Screen()
        let button = UIButton()
        button.addTarget(screen, action: { $0.refresh() }, for: .touchUpInside)
        button.addTarget(screen, action: { $0.saveTapped($1) }, for: .touchUpInside)
        button.addTarget(other, action: { $0.refresh() }, for: .touchUpInside)
        button.removeTarget(screen, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.log == [])
        #expect(other.log == ["refresh"])
        button.removeTarget(nil, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(other.log == ["refresh"])
        #expect(button.allControlEvents == [])
    }

    @Test func theTargetIsNotRetainedAndADeadTargetIsSkipped() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let button = UIButton()
        weak var weakScreen: Screen?
        do {
            let screen = Screen()
            weakScreen = screen
            button.addTarget(screen, action: { $0.refresh() }, for: .touchUpInside)
        }
        #expect(weakScreen == nil)
        button.sendActions(for: .touchUpInside)   // nothing to call, nothing to crash
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func aSenderOfAnotherTypeIsReportedAndTheActionNotCalled() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = Screen()
        let button = UIButton()
        button.addTarget(screen, action: { $0.wrongSender($1) }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.log == [])
        #expect(host.takeDiagnostics().map(\.message) == ["Action of Screen expects a UISwitch sender, not UIButton"])
    }

    @Test func gestureTargetsRunOnRecognitionAndRemoveTargetKeepsClosures() {
        let scene = GestureScene()
        let screen = Screen()
        let tap = UITapGestureRecognizer(target: screen, action: { $0.tapped($1) })
        tap.addAction { _ in screen.log.append("closure") }
        scene.view.addGestureRecognizer(tap)
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        tap.removeTarget(screen, action: nil)
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(screen.log == ["tap ended", "closure", "closure"])
    }

    @Test func barButtonItemsCallTheirTargetWithTheItemWhenTapped() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = Screen()
        let controller = UIViewController()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: { $0.add($1) })
        let done = UIBarButtonItem(title: "Done", style: .done, target: screen, action: { $0.refresh() })
        controller.navigationItem.rightBarButtonItems = [add, done]
        host.show(UINavigationController(rootViewController: controller))
        try host.tap(label: "Add")
        try host.tap(label: "Done")
        #expect(screen.log == ["add add", "refresh"])
        #expect(add.target === screen)
        #expect(done.style == .done && done.title == "Done")
    }

    @Test func selectorFormObserversHearPostsWhileAlive() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let center = NotificationCenter()
        let name = Notification.Name("KeyboardWillShow")
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        var heard: [String] = []
        center.addObserver(screen!, selector: { $0.keyboard($1); heard = $0.log }, name: name, object: nil)
        center.post(name: name, object: nil)
        screen = nil
        center.post(name: name, object: nil)   // the observer is gone: nothing is called
        #expect(heard == ["note KeyboardWillShow"])
        #expect(weakScreen == nil)
    }
}
