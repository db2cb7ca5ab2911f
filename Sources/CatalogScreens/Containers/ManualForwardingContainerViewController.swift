import UIKitHeadless

/// A container that forwards appearance to its child itself (seed 000, listings 5-4 and 5-5).
@MainActor
public final class ManualForwardingContainerViewController: UIViewController {
    public let child: UIViewController

    public init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    /// Listing 5-4: opt out of automatic forwarding.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds.insetBy(dx: 20, dy: 100)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    // Listing 5-5: forward each phase explicitly.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        child.beginAppearanceTransition(true, animated: animated)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child.endAppearanceTransition()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        child.beginAppearanceTransition(false, animated: animated)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        child.endAppearanceTransition()
    }
}
