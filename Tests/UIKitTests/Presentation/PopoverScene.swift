import Testing
import UIKit
import UIKitTesting

/// A root with a 44-point source view at (100, 200), and an unpresented 300 × 200 popover
/// whose presentation controller has `delegate` (the trace emptied): the start of the
/// popover and adaptive-replacement tests.
@MainActor
struct PopoverScene<Delegate: UIPopoverPresentationControllerDelegate> {
    let host: HeadlessHost
    let trace = TraceRecorder()
    let root: TracingViewController
    let source: UIView
    let content: TracingViewController
    let delegate: Delegate

    init(_ device: ViewControllerKit.DeviceProfile, orientation: UIInterfaceOrientation = .portrait,
         delegate makeDelegate: (TraceRecorder) -> Delegate) {
        host = HeadlessHost(device: device, orientation: orientation)
        root = TracingViewController("A", trace: trace)
        host.show(root)
        source = UIView(frame: CGRect(x: 100, y: 200, width: 44, height: 44))
        root.view.addSubview(source)
        content = TracingViewController("P", trace: trace)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        delegate = makeDelegate(trace)
        content.popoverPresentationController?.delegate = delegate
        content.popoverPresentationController?.sourceView = source
        trace.take()
    }
}

/// iPad Air portrait: a navigation controller whose root has an "Info" bar button item, and
/// a 300 × 200 popover presented from that item (unanimated) with `delegate`.
@MainActor
struct BarButtonPopoverScene {
    let host = HeadlessHost(device: .iPadAir, orientation: .portrait)
    let item = UIBarButtonItem(title: "Info")
    let nav: UINavigationController
    let content = UIViewController()

    init(delegate: UIPopoverPresentationControllerDelegate? = nil) {
        let home = UIViewController()
        home.navigationItem.rightBarButtonItem = item
        nav = UINavigationController(rootViewController: home)
        host.show(nav)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = item
        content.popoverPresentationController?.delegate = delegate
        nav.present(content, animated: false)
        host.runUntilIdle()
    }
}
