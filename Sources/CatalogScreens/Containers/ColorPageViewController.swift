import UIKitHeadless

/// A content page for the cycling container and the page view controller: a coloured
/// view with its name in a label and a "Next" button that asks the container to cycle to
/// the following page.
@MainActor
public final class ColorPageViewController: UIViewController {
    public let name: String
    public let color: UIColor
    /// Called when the page's Next button is tapped.
    public var onNext: (() -> Void)?

    public init(_ name: String, color: UIColor) {
        self.name = name
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel()
        label.text = name
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 20, y: 120)
        view.addSubview(label)
        let next = UIButton(type: .system, primaryAction: UIAction(title: "Next") { [weak self] _ in self?.onNext?() })
        next.accessibilityIdentifier = "\(name).next"
        next.sizeToFit()
        next.frame.origin = CGPoint(x: 20, y: 200)
        view.addSubview(next)
    }
}

extension CycleContainerViewController {
    /// Shows `pages` one at a time; each page's Next button cycles to the following one.
    public func cycle(through pages: [ColorPageViewController]) {
        guard let first = pages.first else { return }
        self.pages = pages
        for (index, page) in pages.enumerated() {
            let following = pages[(index + 1) % pages.count]
            page.onNext = { [unowned self, unowned page, unowned following] in self.cycle(from: page, to: following) }
        }
        displayContentController(first)
    }
}
