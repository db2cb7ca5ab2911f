import Foundation
import Testing
import UIKitTesting

/// A split view controller that records its own appearance into the children's trace.
@MainActor
final class TracingSplitViewController: UISplitViewController {
    let trace: TraceRecorder
    init(trace: TraceRecorder) {
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) {
        trace.record("Split.viewWillAppear(\(animated))")
        super.viewWillAppear(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        trace.record("Split.viewDidAppear(\(animated))")
        super.viewDidAppear(animated)
    }
}

/// Records the split delegate's calls; answers as configured.
@MainActor
final class TracingSplitDelegate: UISplitViewControllerDelegate {
    let trace: TraceRecorder
    var collapseHandled = false
    var primaryForCollapsing: UIViewController?
    var separated: UIViewController?
    var showDetailHandled = false
    var showHandled = false

    init(trace: TraceRecorder) { self.trace = trace }

    private func name(_ vc: UIViewController) -> String {
        (vc as? TracingViewController)?.name ?? String(describing: type(of: vc))
    }

    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        trace.record("delegate.primaryForCollapsing")
        return primaryForCollapsing
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        trace.record("delegate.collapse(\(name(secondaryViewController)) onto \(name(primaryViewController)))")
        return collapseHandled
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        trace.record("delegate.separate(from \(name(primaryViewController)))")
        return separated
    }
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                             sender: Any?) -> Bool {
        trace.record("delegate.show(\(name(vc)))")
        return showHandled
    }
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool {
        trace.record("delegate.showDetail(\(name(vc)))")
        return showDetailHandled
    }
}

/// A primary that records the collapse/separate calls it gets (8.3, 8.4).
@MainActor
final class CollapsingPrimary: TracingViewController {
    var separateResult: UIViewController?
    override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                  for splitViewController: UISplitViewController) {
        trace.record("\(name).collapseSecondary")
    }
    override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        trace.record("\(name).separateSecondary")
        return separateResult
    }
}

/// A plain parent that embeds a split and can override its traits.
@MainActor
func embed(_ split: UISplitViewController, in host: HeadlessHost) -> UIViewController {
    let parent = UIViewController()
    parent.addChild(split)
    parent.view.addSubview(split.view)
    split.view.frame = parent.view.bounds
    split.didMove(toParent: parent)
    host.show(parent)
    return parent
}

@MainActor
func setWidthClass(_ sizeClass: UIUserInterfaceSizeClass, of split: UISplitViewController, in parent: UIViewController) {
    parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: sizeClass), forChild: split)
}
