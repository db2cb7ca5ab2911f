import Testing
import UIKit
import UIKitTesting

/// Dismissed controllers and their views are deallocated; a presenter is not kept alive
/// by what it presented.
@Suite @MainActor struct PresentationLeakTests {
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .currentContext],
          [false, true])
    func dismissedController_isDeallocated_withItsView(style: UIModalPresentationStyle, animated: Bool) {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        weak var weakPresented: UIViewController?
        weak var weakView: UIView?
        weak var weakChild: UIViewController?
        do {
            let b = UIViewController()
            b.modalPresentationStyle = style
            let child = UIViewController()
            ContainmentTests.embed(child, in: b)
            weakPresented = b
            weakView = b.view
            weakChild = child
            a.present(b, animated: animated) {}
            host.runUntilIdle()
            a.dismiss(animated: animated) {}
            host.runUntilIdle()
        }
        #expect(weakPresented == nil)
        #expect(weakView == nil)
        #expect(weakChild == nil)
    }

    @Test func dismissedChain_isDeallocated() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        weak var weakB: UIViewController?
        weak var weakC: UIViewController?
        do {
            let b = UIViewController(), c = UIViewController()
            b.modalPresentationStyle = .fullScreen
            weakB = b
            weakC = c
            a.present(b, animated: false)
            host.runUntilIdle()
            b.present(c, animated: false)
            host.runUntilIdle()
            a.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(weakB == nil)
        #expect(weakC == nil)
    }

    @Test func refusedPresentation_keepsNothing() {
        let host = HeadlessHost()
        weak var weakPresented: UIViewController?
        do {
            let offscreen = UIViewController()
            let b = UIViewController()
            weakPresented = b
            offscreen.present(b, animated: false)
            host.runUntilIdle()
        }
        #expect(weakPresented == nil)
    }
}
