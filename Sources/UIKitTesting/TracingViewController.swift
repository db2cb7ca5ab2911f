import Foundation
import UIKitHeadless

/// A view controller that records every lifecycle callback as `"<name>.<callback>"`,
/// with the flags UIKit reports inside it where they matter:
/// `A.viewWillAppear(false) movingToParent` — animated flag, then whichever of
/// `movingToParent`, `movingFromParent`, `beingPresented`, `beingDismissed` is true.
///
/// Subclass it to add behaviour; call super so recording still happens.
@MainActor
open class TracingViewController: UIViewController {
    public let name: String
    public let trace: TraceRecorder
    /// Which callbacks to record; by default all but layout ones (`layout` adds those).
    public var recordsLayout = false

    public init(_ name: String, trace: TraceRecorder) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by tracing controllers") }

    func record(_ callback: String) { trace.record("\(name).\(callback)") }

    private var flags: String { Self.appearanceFlags(of: self) }

    /// The reasons `controller` reports right now, as its trace lines show them:
    /// `" movingToParent"`, `" beingPresented"` … (space-separated, leading space), or `""`.
    public static func appearanceFlags(of controller: UIViewController) -> String {
        var f: [String] = []
        if controller.isMovingToParent { f.append("movingToParent") }
        if controller.isMovingFromParent { f.append("movingFromParent") }
        if controller.isBeingPresented { f.append("beingPresented") }
        if controller.isBeingDismissed { f.append("beingDismissed") }
        return f.isEmpty ? "" : " " + f.joined(separator: " ")
    }

    open override func loadView() { record("loadView"); super.loadView() }
    open override func viewDidLoad() { record("viewDidLoad"); super.viewDidLoad() }
    open override func viewWillAppear(_ animated: Bool) { record("viewWillAppear(\(animated))\(flags)") }
    open override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing(\(animated))") }
    open override func viewDidAppear(_ animated: Bool) { record("viewDidAppear(\(animated))\(flags)") }
    open override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear(\(animated))\(flags)") }
    open override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear(\(animated))\(flags)") }
    open override func willMove(toParent parent: UIViewController?) {
        record("willMove(toParent: \(parent.map(Self.label) ?? "nil"))")
        super.willMove(toParent: parent)
    }
    open override func didMove(toParent parent: UIViewController?) {
        record("didMove(toParent: \(parent.map(Self.label) ?? "nil"))")
        super.didMove(toParent: parent)
    }
    open override func viewWillLayoutSubviews() { if recordsLayout { record("viewWillLayoutSubviews") } }
    open override func viewDidLayoutSubviews() { if recordsLayout { record("viewDidLayoutSubviews") } }
    open override func updateViewConstraints() {
        if recordsLayout { record("updateViewConstraints") }
        super.updateViewConstraints()
    }
    open override func viewSafeAreaInsetsDidChange() {
        if recordsLayout { record("viewSafeAreaInsetsDidChange \(view.safeAreaInsets)") }
    }
    open override func viewLayoutMarginsDidChange() {
        if recordsLayout { record("viewLayoutMarginsDidChange") }
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        record("traitCollectionDidChange(\(Self.sizeClasses(previousTraitCollection)) -> \(Self.sizeClasses(traitCollection)))")
    }
    open override func willTransition(to newCollection: UITraitCollection,
                                      with coordinator: UIViewControllerTransitionCoordinator) {
        record("willTransition(to: \(Self.sizeClasses(newCollection)))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        record("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// How a trace names `controller` as a parent: a tracing controller's name, else its class.
    public static func label(_ controller: UIViewController) -> String {
        (controller as? TracingViewController)?.name ?? String(describing: type(of: controller))
    }

    static func sizeClasses(_ traits: UITraitCollection?) -> String {
        guard let traits else { return "nil" }
        func letter(_ c: UIUserInterfaceSizeClass) -> String { c == .compact ? "C" : c == .regular ? "R" : "?" }
        return "w\(letter(traits.horizontalSizeClass))h\(letter(traits.verticalSizeClass))"
    }
}
