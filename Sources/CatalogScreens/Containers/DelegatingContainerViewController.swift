import UIKitHeadless

/// A container that lets its child decide the status bar and sizes the child from its
/// preferred content size (seed 000, "Delegating Control to a Child").
@MainActor
public final class DelegatingContainerViewController: UIViewController {
    public let child: StatusBarChildViewController

    public init(child: StatusBarChildViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
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

    /// The child asked for a size; the container decides: the child gets it, centred
    /// (a zero size means "no preference": the whole container).
    public override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard (container as? UIViewController) === child else { return }
        let size = child.preferredContentSize
        guard size != .zero else {
            child.view.frame = view.bounds
            return
        }
        child.view.frame = CGRect(x: (view.bounds.width - size.width) / 2, y: (view.bounds.height - size.height) / 2,
                                  width: size.width, height: size.height)
    }
}

/// The child that owns the status bar answers.
@MainActor
public final class StatusBarChildViewController: UIViewController {
    public var style: UIStatusBarStyle = .default
    public var hidden = false
    public override var preferredStatusBarStyle: UIStatusBarStyle { style }
    public override var prefersStatusBarHidden: Bool { hidden }
}
