import Foundation
import Testing
import UIKitTesting

/// A host showing a plain controller with `control` placed at `frame` in its view.
@MainActor
func hostShowing(_ control: UIView, at frame: CGRect) -> HeadlessHost {
    let host = HeadlessHost()
    host.show(UIViewController())
    control.frame = frame
    host.window.rootViewController!.view.addSubview(control)
    host.pump()
    return host
}

/// Records every touch, value and primary-action event `control` sends, by UIKit's name,
/// and its value (via `value`) at the time of each `valueChanged`.
@MainActor
func recordEvents(of control: UIControl, into trace: TraceRecorder, value: (@MainActor () -> String)? = nil) {
    let events: [UIControl.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                     .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside,
                                     .touchCancel, .valueChanged, .primaryActionTriggered]
    for event in events {
        let name = String(event.description.dropFirst().dropLast())
        control.addAction(UIAction(identifier: .init(name)) { [trace] _ in
            trace.record(name == "valueChanged" ? "valueChanged \(value?() ?? "")" : name)
        }, for: event)
    }
}
