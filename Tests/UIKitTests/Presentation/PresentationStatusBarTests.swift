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

/// 10.10: a full-screen presentation turns the interface to the presented controller's
/// preferred orientation when the current one is not supported, and back on dismissal.
@Suite @MainActor struct PresentationOrientationTests {
    @Test func landscapeOnlyPresented_rotatesToItsPreferredOrientation_andBack_rule10_10() {
        let host = HeadlessHost()
        let a = PortraitOnlyViewController()
        host.show(a)
        let b = LandscapeOnlyViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        #expect(host.screen.interfaceOrientation == .landscapeRight)
        host.runUntilIdle()
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        a.dismiss(animated: true)
        host.runUntilIdle()
        #expect(host.screen.interfaceOrientation == .portrait)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func supportedOrientation_isKept_rule10_10() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = LandscapeOnlyViewController()
        b.modalPresentationStyle = .pageSheet     // a sheet does not decide the orientation
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(host.screen.interfaceOrientation == .portrait)
    }
}

private final class LandscapeOnlyViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
}

private final class PortraitOnlyViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
