import Testing
import UIKit
import UIKitTesting

/// The status bar and autorotation follow the top-most full-screen presented controller
/// (UIKIT-SEMANTICS 10.8, 10.9).
@Suite @MainActor struct PresentationStatusBarTests {
    @Test func fullScreenPresented_drivesTheStatusBar_untilDismissed_rule10_8() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = StyledViewController(style: .lightContent)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(host.window.statusBarStyle == .lightContent)
        a.dismiss(animated: true)
        host.runUntilIdle()
        #expect(host.window.statusBarStyle == .default)
    }

    @Test func sheet_leavesTheStatusBar_unlessItCapturesIt_rule10_8() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = StyledViewController(style: .lightContent)
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(host.window.statusBarStyle == .default)
        a.dismiss(animated: false)
        host.runUntilIdle()
        b.modalPresentationCapturesStatusBarAppearance = true
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(host.window.statusBarStyle == .lightContent)
    }

    @Test func fullScreenPresented_decidesRotation_rule10_9() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = StyledViewController(style: .default)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(!host.rotate(to: .landscapeLeft))
        a.dismiss(animated: false)
        host.runUntilIdle()
        #expect(host.rotate(to: .landscapeLeft))
    }
}

private final class StyledViewController: UIViewController {
    let style: UIStatusBarStyle
    init(style: UIStatusBarStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
