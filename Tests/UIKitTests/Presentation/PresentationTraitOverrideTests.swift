import Testing
import UIKitTesting

/// `UIPresentationController.overrideTraitCollection`: the presented controller (and its
/// views) inherit the presenting environment's traits with the presentation controller's
/// overrides on top (Apple's UIPresentationController documentation; traits flow as
/// UIKIT-SEMANTICS 10.2 describes).
@Suite @MainActor struct PresentationTraitOverrideTests {
    final class CompactingController: UIPresentationController {}

    final class Delegate: UIViewControllerTransitioningDelegate {
        weak var made: CompactingController?
        var override: UITraitCollection?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let controller = CompactingController(presentedViewController: presented, presenting: presenting)
            controller.overrideTraitCollection = override
            made = controller
            return controller
        }
    }

    final class TraitsRecorder: UIViewController {
        var changes: [String] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            changes.append("\(previous?.horizontalSizeClass ?? .unspecified) -> \(traitCollection.horizontalSizeClass)")
        }
    }

    @Test func thePresentedControllerSeesTheOverride_andLosesItWhenCleared_rule10_2() {
        let host = HeadlessHost(device: .iPadAir, orientation: .portrait)
        defer { withExtendedLifetime(host) {} }
        let presenter = UIViewController()
        host.show(presenter)
        let presented = TraitsRecorder()
        let delegate = Delegate()
        delegate.override = UITraitCollection(horizontalSizeClass: .compact)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: false)
        host.runUntilIdle()
        let inner = UIView()
        presented.view.addSubview(inner)
        #expect(presenter.traitCollection.horizontalSizeClass == .regular)
        #expect(presented.traitCollection.horizontalSizeClass == .compact)
        #expect(inner.traitCollection.horizontalSizeClass == .compact)
        #expect(delegate.made?.traitCollection.horizontalSizeClass == .compact)
        #expect(presented.traitCollection.verticalSizeClass == .regular)   // the rest is inherited
        presented.changes.removeAll()
        delegate.made?.overrideTraitCollection = nil
        #expect(presented.traitCollection.horizontalSizeClass == .regular)
        #expect(presented.changes == ["compact -> regular"])
    }
}
