import Testing
import UIKitTesting

/// A view with a fixed `intrinsicContentSize`, as a label or image view would have.
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("not decoded") }
    override var intrinsicContentSize: CGSize { size }
}

/// A root controller whose view is built by a closure, shown in a headless iPhone 14.
@MainActor
final class ClosureViewController: UIViewController {
    var build: (UIView) -> Void = { _ in }
    var events: [String] = []
    var observed: (() -> String)?
    override func viewDidLoad() { build(view) }
    override func viewWillLayoutSubviews() { events.append("willLayout " + (observed?() ?? "")) }
    override func viewDidLayoutSubviews() { events.append("didLayout " + (observed?() ?? "")) }
}

@MainActor
func constrainedView(in parent: UIView, id: String? = nil) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = id
    parent.addSubview(view)
    return view
}

/// Shows a root controller whose view `build` fills, and returns the host and root view.
@MainActor
func showRoot(_ build: @escaping (UIView) -> Void) -> (HeadlessHost, UIView) {
    let host = HeadlessHost()
    let controller = ClosureViewController()
    controller.build = build
    host.show(controller)
    return (host, controller.view)
}
