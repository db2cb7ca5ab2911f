import Testing
import UIKitTesting

/// Title, editing, restoration identifier, layout-guide-related defaults (issue items 10, 12).
@Suite @MainActor struct ControllerPropertiesTests {
    @Test func editing_togglesAndTheEditButtonFollows() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        final class Editable: UIViewController {
            var calls: [(Bool, Bool)] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                calls.append((editing, animated))
                super.setEditing(editing, animated: animated)
            }
        }
        let controller = Editable()
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem)
        #expect(button.title == "Edit" && button.style == .plain)
        button.performPrimaryAction()
        #expect(controller.isEditing)
        #expect(button.title == "Done" && button.style == .done)
        #expect(controller.calls.count == 1 && controller.calls[0] == (true, true))
        controller.setEditing(false, animated: false)
        #expect(!controller.isEditing && button.title == "Edit")
    }

    @Test func plainProperties_haveUIKitsDefaults() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        #expect(controller.title == nil)
        controller.title = "Inbox"
        controller.restorationIdentifier = "inbox"
        #expect(controller.title == "Inbox" && controller.restorationIdentifier == "inbox")
        #expect(controller.edgesForExtendedLayout == .all)
        #expect(!controller.extendedLayoutIncludesOpaqueBars)
        #expect(controller.additionalSafeAreaInsets == .zero)
        #expect(controller.preferredContentSize == .zero)
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(!controller.definesPresentationContext)
        #expect(controller.shouldAutomaticallyForwardAppearanceMethods)
        #expect(controller.preferredStatusBarStyle == .default && !controller.prefersStatusBarHidden)
        #expect(controller.childForStatusBarStyle == nil && controller.childForStatusBarHidden == nil)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(controller.presentingViewController == nil && controller.presentedViewController == nil)
    }
}
