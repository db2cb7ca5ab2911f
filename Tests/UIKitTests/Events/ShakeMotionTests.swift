import Foundation
import Testing
import UIKitTesting

/// Shake events: `motionBegan`/`motionEnded` with `.motionShake`, delivered to the first
/// responder and passed up the responder chain by `UIResponder`'s defaults (Apple's
/// `motionEnded(_:with:)` docs: "Motion events are delivered initially to the first responder
/// and are forwarded up the responder chain as appropriate"; only a motion's start and end
/// are reported).
@Suite @MainActor struct ShakeMotionTests {
    final class Log { var entries: [String] = [] }

    static func describe(_ motion: UIEvent.EventSubtype, _ event: UIEvent?) -> String {
        "\(motion) \(event.map { "\($0.type) \($0.subtype) t=\($0.timestamp)" } ?? "nil")"
    }

    /// The controller of the usual shake code: it becomes first responder when it appears.
    final class ShakeController: UIViewController {
        let log: Log
        var takesFirstResponder = true
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override var canBecomeFirstResponder: Bool { takesFirstResponder }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if takesFirstResponder { becomeFirstResponder() }
        }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.entries.append("controller began \(ShakeMotionTests.describe(motion, event))")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.entries.append("controller ended \(ShakeMotionTests.describe(motion, event))")
        }
    }

    /// A first-responder view that notes the shake and passes it on (calls super).
    final class FocusView: UIView {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        }
        required init?(coder: NSCoder) { fatalError() }
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.entries.append("view began")
            super.motionBegan(motion, with: event)
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.entries.append("view ended")
            super.motionEnded(motion, with: event)
        }
    }

    /// An app delegate that is a responder: the end of the chain.
    final class ResponderDelegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.entries.append("delegate ended \(motion)")
        }
    }

    @Test func controllerThatBecameFirstResponder_getsBeganThenEnded_ofAShakeMotionEvent() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let controller = ShakeController(log: log)
        host.show(controller)
        #expect(controller.isFirstResponder)
        host.advance(by: 2)
        host.shake()
        #expect(log.entries == ["controller began motionShake motion motionShake t=2.0",
                                "controller ended motionShake motion motionShake t=2.0"])
    }

    @Test func aFirstResponderView_passesItUpTheChain_toItsController() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let controller = ShakeController(log: log)
        controller.takesFirstResponder = false
        let focus = FocusView(log: log)
        host.show(controller)
        controller.view.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        host.shake()
        #expect(log.entries == ["view began", "controller began motionShake motion motionShake t=0.0",
                                "view ended", "controller ended motionShake motion motionShake t=0.0"])
    }

    @Test func nothingFirstResponder_theKeyWindowStarts_theChainEndsAtTheAppDelegate() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let delegate = ResponderDelegate(log: log)
        host.runtime.application.delegate = delegate
        let controller = ShakeController(log: log)
        controller.takesFirstResponder = false
        host.show(controller)
        host.shake()
        // The root controller is below the key window in the chain, so it is not asked.
        #expect(log.entries == ["delegate ended motionShake"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aShakeWhileInTheBackground_isDropped_withAWarning() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        host.show(ShakeController(log: log))
        host.enterBackground()
        host.shake()
        #expect(log.entries.isEmpty)
        #expect(host.diagnostics.map(\.message) == ["A shake arrived while the app was not active or had no key window; it was dropped"])
    }
}
