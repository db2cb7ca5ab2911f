import Testing
import UIKitTesting

/// `isKind(of:)`/`isMember(of:)`, as iOS code uses them on UIKit's NSObject classes.
@Suite @MainActor struct ObjectKindsTests {
    final class FancyButton: UIButton {}

    @Test func kindFollowsTheClassChain_memberIsExact() {
        let button = FancyButton()
        #expect(button.isKind(of: UIView.self) && button.isKind(of: UIButton.self) && button.isKind(of: UIResponder.self))
        #expect(!button.isKind(of: UILabel.self))
        #expect(button.isMember(of: FancyButton.self) && !button.isMember(of: UIButton.self))
        let navigation = UINavigationController()
        #expect(navigation.isKind(of: UIViewController.self) && !navigation.isMember(of: UIViewController.self))
        #expect(UITapGestureRecognizer().isKind(of: UIGestureRecognizer.self))
        #expect(!UITapGestureRecognizer().isKind(of: UIPanGestureRecognizer.self))
        #expect(UIBarButtonItem(systemItem: .done).isMember(of: UIBarButtonItem.self))
    }
}
