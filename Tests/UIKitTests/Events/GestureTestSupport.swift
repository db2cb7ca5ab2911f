import Testing
import UIKitTesting

/// A scene for gesture tests: a root controller's view with one traced view on it.
@MainActor
struct GestureScene {
    let host = HeadlessHost()
    let trace = TraceRecorder()
    let root: UIView
    let view: TracingView

    init(frame: CGRect = CGRect(x: 0, y: 100, width: 300, height: 300)) {
        host.show(UIViewController())
        root = host.window.rootViewController!.view!
        view = TracingView("view", trace: trace, frame: frame)
        root.addSubview(view)
    }

    /// Records `"<name>.<state>"` on every action of `recognizer`.
    func record(_ recognizer: UIGestureRecognizer, as name: String) {
        recognizer.addAction { [trace] r in trace.record("\(name).\(r.state)") }
    }

    /// Records `recognizer` as `name` (see `record(_:as:)`), then adds it to `view`.
    func attach(_ recognizer: UIGestureRecognizer, as name: String) {
        record(recognizer, as: name)
        view.addGestureRecognizer(recognizer)
    }

    /// Records `"<name>.<state> t=(x, y) v=(x, y)"` for a pan, translation and velocity in `in`.
    func recordPan(_ pan: UIPanGestureRecognizer, as name: String, in reference: UIView? = nil) {
        pan.addAction { [trace] r in
            let p = r as! UIPanGestureRecognizer
            let t = p.translation(in: reference ?? p.view), v = p.velocity(in: reference ?? p.view)
            trace.record("\(name).\(r.state) t=(\(t.x), \(t.y)) v=(\(v.x), \(v.y))")
        }
    }
}

/// A delegate whose answers the test sets.
@MainActor
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceive")
        return shouldReceive
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}
