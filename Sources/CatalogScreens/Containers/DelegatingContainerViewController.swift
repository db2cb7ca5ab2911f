import UIKitTesting

/// A container that lets its child decide the status bar and reports the child's
/// preferred size (seed 000, "Delegating Control to a Child").
@MainActor
public final class DelegatingContainerViewController: TracingViewController {
    public let child: StatusBarChildViewController

    public init(_ name: String, child: StatusBarChildViewController, trace: TraceRecorder) {
        self.child = child
        super.init(name, trace: trace)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    public override var childForStatusBarStyle: UIViewController? { child }
    public override var childForStatusBarHidden: UIViewController? { child }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    public override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        trace.record("\(name).preferredContentSizeDidChange(forChildContentContainer: \(NSCoder.string(for: container.preferredContentSize)))")
    }
}

/// The child that owns the status bar answers.
@MainActor
public final class StatusBarChildViewController: TracingViewController {
    public var style: UIStatusBarStyle = .default
    public var hidden = false
    public override var preferredStatusBarStyle: UIStatusBarStyle { style }
    public override var prefersStatusBarHidden: Bool { hidden }
}
