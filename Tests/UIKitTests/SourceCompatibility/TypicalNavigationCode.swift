import Foundation
import Testing
import UIKit
import UIKitTesting

// Navigation code written the way iOS apps write it, unchanged: it must compile, and
// overriding push/pop must still route through UIKit.

final class ListViewController: UIViewController, UINavigationControllerDelegate {
    private(set) var shown: [UIViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.backButtonTitle = "List"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.openDetail()
        })
        navigationController?.delegate = self
    }

    func openDetail() {
        let detail = DetailViewController()
        navigationController?.pushViewController(detail, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController)
    }
}

final class DetailViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    func close() {
        navigationController?.popViewController(animated: true)
    }
}

final class CountingNavigationController: UINavigationController {
    private(set) var pushes = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushes += 1
        super.pushViewController(viewController, animated: animated)
    }

    override var childForStatusBarStyle: UIViewController? { topViewController }
}

@Suite @MainActor struct TypicalNavigationCodeTests {
    @Test func appStyleNavigation_compilesAndRuns() {
        let host = HeadlessHost()
        let list = ListViewController()
        let nav = CountingNavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        // As on iOS, `init(rootViewController:)` pushes the root through the override.
        #expect(nav.pushes == 1)
        host.show(nav)
        list.navigationItem.rightBarButtonItem?.performPrimaryAction()
        host.runUntilIdle()
        #expect(nav.pushes == 2)
        #expect(nav.topViewController is DetailViewController)
        #expect(list.shown.count == 2)   // the root on first appearance, then the detail
        #expect(nav.navigationBar.resolvedBackButtonTitle == "List")
        (nav.topViewController as? DetailViewController)?.close()
        host.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
        // `show` from a child goes through the overridden push.
        list.show(UIViewController(), sender: nil)
        #expect(nav.pushes == 3)
    }
}
