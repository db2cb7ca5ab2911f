import UIKitHeadless

/// A plain content screen: its title in a label on a coloured background. It overrides
/// nothing UIKit calls; journeys hear its lifecycle by observing the runtime.
@MainActor
public final class ContentViewController: UIViewController {
    public let color: UIColor

    public init(title: String, color: UIColor = .systemBackground) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel()
        label.text = title
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 20, y: 120)
        view.addSubview(label)
    }
}
