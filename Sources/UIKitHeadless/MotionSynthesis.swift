import UIKit

extension HeadlessHost {
    /// Shakes the device through the run loop, as the accelerometer reports a shake: the
    /// first responder (or the key window) gets `motionBegan(.motionShake, with:)` then
    /// `motionEnded(.motionShake, with:)`, each passed up the responder chain by default.
    /// No time passes.
    ///
    /// ```swift
    /// host.shake()
    /// ```
    public func shake(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            runtime.enqueueShake()
            runtime.runLoop.runUntilIdle()
        }
    }
}
