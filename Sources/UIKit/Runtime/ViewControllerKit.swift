/// ViewControllerKit's own types: what this package adds to UIKit's API to run it off
/// Apple's platforms — the runtime of one host (``Runtime``), its clocks and run loop,
/// the diagnostics channel, simulated devices (``DeviceProfile``), lifecycle observation
/// and text measurement. They are not UIKit API, so they live in this namespace rather
/// than beside UIKit's names: code written for iOS never meets them, and code that uses
/// them says so (`ViewControllerKit.DeviceProfile.iPhone14`).
public enum ViewControllerKit {}
