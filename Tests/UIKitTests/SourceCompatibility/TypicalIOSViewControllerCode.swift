import Foundation
import Testing
import UIKit

// Code written the way iOS apps write it, unchanged: the point of this file is that it
// compiles. Signatures that drift from UIKit's (override points, optionality, argument
// labels, `required init?(coder:)`) break the build here first.

final class ProfileViewController: UIViewController {
    private let userID: String
    private var rotations = 0

    init(userID: String) {
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 120))
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        header.layer.cornerRadius = 12
        header.layer.masksToBounds = true
        header.accessibilityIdentifier = "profile.header"
        view.addSubview(header)
        navigationItemTitleFallback()
    }

    private func navigationItemTitleFallback() {
        if title == nil { title = userID }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isMovingToParent || isBeingPresented { view.alpha = 1 }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed { view.alpha = 0 }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _ = view.safeAreaInsets.top + view.layoutMargins.left + view.directionalLayoutMargins.leading
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.rotations += 1
        }, completion: nil)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentSizeClass(comparedTo: previousTraitCollection) { view.setNeedsLayout() }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { true }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
    }
}

final class PagingContainerViewController: UIViewController {
    private var current: UIViewController?

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    override var childForStatusBarStyle: UIViewController? { current }
    override var childForStatusBarHidden: UIViewController? { current }

    func show(_ next: UIViewController) {
        guard let current else {
            addChild(next)
            next.view.frame = view.bounds
            view.addSubview(next.view)
            next.didMove(toParent: self)
            self.current = next
            return
        }
        current.willMove(toParent: nil)
        addChild(next)
        transition(from: current, to: next, duration: 0.3, options: [.transitionCrossDissolve], animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            current.removeFromParent()
            next.didMove(toParent: self)
            self.setNeedsStatusBarAppearanceUpdate()
        })
        self.current = next
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        preferredContentSize = container.preferredContentSize
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.height - 44)
    }
}

final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { setNeedsLayout() }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = PagingContainerViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

@Suite @MainActor struct TypicalIOSCodeTests {
    @Test func typicalCode_runs() {
        let runtime = ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhone14), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        let sceneDelegate = SceneDelegate()
        _ = runtime.withCurrent { UIApplicationMain(runtime: runtime, delegate: AppDelegate(), sceneDelegate: sceneDelegate) }
        let container = try! #require(sceneDelegate.window?.rootViewController as? PagingContainerViewController)
        let profile = ProfileViewController(userID: "42")
        container.show(profile)
        container.show(ProfileViewController(userID: "43"))
        runtime.runLoop.runUntilIdle()
        #expect(container.children.count == 2)  // the transition completes on the clock
        #expect(profile.view.viewWithTag(0) === profile.view)
        #expect(BadgeView().intrinsicContentSize == CGSize(width: 24, height: 24))
    }
}
