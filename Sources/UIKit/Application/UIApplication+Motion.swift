import Foundation

extension ViewControllerKit.Runtime {
    /// Queues a shake of the device for the run loop's next turn: `motionBegan` then
    /// `motionEnded` with `.motionShake`, as the accelerometer reports a shake to UIKit (only
    /// its start and end, never the movements in between).
    public func enqueueShake() {
        runLoop.enqueueEvent { [unowned self] in self.application.handleShake() }
    }
}

extension UIApplication {
    /// One shake: a motion event whose began and ended go to the key window's first
    /// responder, or to the key window when nothing is first responder (the same start as a
    /// key press; `UIResponder`'s defaults pass both up the chain). A shake while the app is
    /// not active is not delivered (iOS reports motion to the foreground app only).
    func handleShake() {
        guard applicationState == .active, let window = keyWindow else {
            runtime.diagnostics.warn("A shake arrived while the app was not active or had no key window; it was dropped")
            return
        }
        let responder: UIResponder = window.firstResponder ?? window
        let began = UIEvent(type: .motion, subtype: .motionShake, timestamp: runtime.clock.now)
        responder.motionBegan(.motionShake, with: began)
        let ended = UIEvent(type: .motion, subtype: .motionShake, timestamp: runtime.clock.now)
        responder.motionEnded(.motionShake, with: ended)
    }
}
