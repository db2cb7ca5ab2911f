import Testing
import UIKitTesting

/// One display frame of the frame driver (120 Hz).
let frame: TimeInterval = 1.0 / 120
