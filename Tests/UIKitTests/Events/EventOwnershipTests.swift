import Testing
import UIKitTesting

/// Ownership: a finished touch sequence leaves nothing alive (views own their
/// recognizers; touches and the gesture arena let go once the sequence ends).
@Suite @MainActor struct EventOwnershipTests {
    @Test func viewAndRecognizer_areReleasedAfterATapAndRemoval() {
        let host = HeadlessHost()
        host.show(UIViewController())
        weak var weakView: UIView?
        weak var weakTap: UIGestureRecognizer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            let tap = UITapGestureRecognizer { _ in }
            view.addGestureRecognizer(tap)
            host.window.rootViewController!.view.addSubview(view)
            weakView = view
            weakTap = tap
            host.tap(at: CGPoint(x: 50, y: 150))
            let finger = host.touchDown(at: CGPoint(x: 50, y: 150))
            host.touchMove(finger, to: CGPoint(x: 90, y: 150))
            host.touchUp(finger)
            view.removeFromSuperview()
        }
        #expect(weakView == nil)
        #expect(weakTap == nil)
    }

    @Test func doubleTapWaitingForItsSecondTap_isReleasedWhenTheWaitEnds() {
        let host = HeadlessHost()
        host.show(UIViewController())
        weak var weakTap: UIGestureRecognizer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            let tap = UITapGestureRecognizer { _ in }
            tap.numberOfTapsRequired = 2
            view.addGestureRecognizer(tap)
            host.window.rootViewController!.view.addSubview(view)
            weakTap = tap
            host.tap(at: CGPoint(x: 50, y: 150))
            view.removeFromSuperview()
        }
        #expect(weakTap != nil)          // still waiting: the arena and the timer hold it
        host.advance(by: 0.5)
        #expect(weakTap == nil)
    }
}
