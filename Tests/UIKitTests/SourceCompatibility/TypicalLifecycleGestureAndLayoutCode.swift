import Foundation
import Testing
import UIKit
import UIKitTesting

// Scene life cycle, the column-style split view, the four gesture recognizers (in the closure
// form `vck-migrate` writes for `#selector` targets), the Visual Format Language,
// accessibility traits, memory warnings and NSObject-style class tests, written as iOS apps
// write them: the point is that it compiles.

final class LifecycleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var log: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
        log.append("connect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { log.append("active \(UIApplication.shared.applicationState == .active)") }
    func sceneWillResignActive(_ scene: UIScene) { log.append("resign") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.append("background") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.append("foreground") }
    func sceneDidDisconnect(_ scene: UIScene) { log.append("disconnect") }
}

final class GalleryViewController: UIViewController, UISplitViewControllerDelegate {
    let photo = UIView()
    let caption = UILabel()
    private(set) var events: [String] = []
    private var cache: [String: Data] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.isAccessibilityElement = true
        photo.accessibilityTraits = [.image, .button]
        photo.accessibilityLabel = "Photo"
        caption.accessibilityTraits.insert(.header)
        for subview in [photo, caption] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["photo": photo, "caption": caption]
        let metrics = ["pad": 16]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[photo]-pad-|", options: [], metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[photo(200)]-[caption]", options: [.alignAllLeading],
                                                 metrics: nil, views: views))

        let swipe = UISwipeGestureRecognizer(target: self, action: { $0.didSwipe($1) })
        swipe.direction = .left
        let pinch = UIPinchGestureRecognizer(target: self, action: { $0.didPinch($1) })
        let rotation = UIRotationGestureRecognizer(target: self, action: { $0.didRotate($1) })
        let press = UILongPressGestureRecognizer(target: self, action: { $0.didLongPress() })
        press.minimumPressDuration = 0.3
        for recognizer in [swipe, pinch, rotation, press] as [UIGestureRecognizer] { photo.addGestureRecognizer(recognizer) }
        if photo.isKind(of: UIView.self), !photo.isMember(of: UILabel.self) { events.append("kinds") }
    }

    func didSwipe(_ sender: UISwipeGestureRecognizer) { events.append("swipe \(sender.direction == .left)") }
    func didPinch(_ sender: UIPinchGestureRecognizer) { photo.transform = CGAffineTransform(scaleX: sender.scale, y: sender.scale) }
    func didRotate(_ sender: UIRotationGestureRecognizer) { photo.transform = CGAffineTransform(rotationAngle: sender.rotation) }
    func didLongPress() { events.append("press") }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        cache.removeAll()
        events.append("memory warning")
    }

    static func makeSplit() -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(GalleryViewController(), for: .secondary)
        split.setViewController(UIViewController(), for: .compact)
        split.show(.primary)
        split.hide(.primary)
        return split
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        events.append("display mode")
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        .secondary
    }
}

@Suite @MainActor struct TypicalLifecycleGestureAndLayoutCodeCompiles {
    @Test func itLaysOutAndRuns() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let gallery = GalleryViewController()
        host.show(gallery)
        host.pump()
        #expect(gallery.photo.frame == CGRect(x: 16, y: 100, width: 358, height: 200))
        #expect(gallery.photo.gestureRecognizers?.count == 4)
        #expect(gallery.events == ["kinds"])
        #expect(GalleryViewController.makeSplit().viewController(for: .secondary) is GalleryViewController)
    }
}
