import Testing
import UIKit
import UIKitTesting

/// A large sheet over a navigation controller: the presenter steps back (a transform), but
/// its layout stays as it was — the navigation bar keeps its place below the status bar and
/// the content its safe area — before, during and after the presentation (UIKIT-SEMANTICS
/// 6.8: the presenter stays on screen, untouched; 10.6: its safe area is the window's).
@Suite @MainActor struct SheetOverNavigationTests {
    @Test(arguments: [false, true])
    func largeSheet_leavesThePresentersNavigationBarWhereItWas_rules6_8_10_6(animated: Bool) throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let home = UIViewController()
        home.title = "Home"
        let nav = UINavigationController(rootViewController: home)
        host.show(nav)
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(home.view.safeAreaInsets.top == 91)

        let sheet = UIViewController()
        nav.present(sheet, animated: animated)
        if animated {
            host.advance(by: 0.25)
            #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        }
        host.runUntilIdle()
        #expect(nav.view.transform != .identity)   // stepped back
        #expect(nav.view.safeAreaInsets.top == 47)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(home.view.safeAreaInsets.top == 91)

        nav.dismiss(animated: animated)
        host.runUntilIdle()
        #expect(nav.view.transform == .identity)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(home.view.safeAreaInsets.top == 91)
    }
}
