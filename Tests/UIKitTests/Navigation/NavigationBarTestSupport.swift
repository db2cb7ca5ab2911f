import Testing
import UIKitTesting

/// A navigation controller on a device showing B ("Detail", right item "Settings") pushed
/// over A ("Inbox"), settled, trace emptied.
@MainActor
struct BarFixture {
    let host: HeadlessHost
    let trace = TraceRecorder()
    let nav: UINavigationController
    let a: TracingViewController
    let b: TracingViewController
    let settings: UIBarButtonItem
    /// How many times the "Settings" item's action ran, and with which sender.
    let taps = TapCounter()

    init(device: ViewControllerKit.DeviceProfile = .iPhone14, orientation: UIInterfaceOrientation = .portrait) {
        host = HeadlessHost(device: device, orientation: orientation)
        a = TracingViewController("A", trace: trace)
        a.title = "Inbox"
        b = TracingViewController("B", trace: trace)
        b.title = "Detail"
        let taps = self.taps
        settings = UIBarButtonItem(primaryAction: UIAction(title: "Settings") { action in taps.record(action.sender) })
        b.navigationItem.rightBarButtonItem = settings
        nav = UINavigationController(rootViewController: a)
        host.show(nav)
        nav.pushViewController(b, animated: false)
        host.runUntilIdle()
        trace.take()
    }

    var bar: UINavigationBar { nav.navigationBar }
    var backButton: UIView? { host.view(identifier: "BackButton") }
    var settingsView: UIView? { host.view(label: "Settings") }
}

/// Counts an action's runs and remembers the last sender.
@MainActor
final class TapCounter {
    private(set) var count = 0
    private(set) weak var lastSender: AnyObject?
    func record(_ sender: AnyObject?) {
        count += 1
        lastSender = sender
    }
}

extension UINavigationBar {
    /// The bar's label showing `text` (title, prompt or large title), if it is in the bar.
    func label(_ text: String) -> UILabel? {
        subviews.compactMap { $0 as? UILabel }.first { $0.text == text }
    }

    /// The accessibility labels of the bar's tappable views, left to right.
    var controlLabels: [String] {
        subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }.map { $0.accessibilityLabel ?? "?" }
    }
}
