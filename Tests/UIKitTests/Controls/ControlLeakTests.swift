import Foundation
import Testing
import UIKitTesting

/// Controls removed from the hierarchy are deallocated, with the actions they hold and
/// after being tapped and animated.
@Suite @MainActor struct ControlLeakTests {
    @Test func controlsLeavingTheHierarchy_areDeallocated() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        var refs: [() -> UIView?] = []
        do {
            let controls: [UIView] = [UISwitch(), UISlider(), UISegmentedControl(items: ["A", "B"]), UIStepper(),
                                      UIPageControl(), UIActivityIndicatorView(style: .large), UIProgressView(progressViewStyle: .bar)]
            for (index, control) in controls.enumerated() {
                control.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 40, width: 120, height: 32)
                (control as? UIControl)?.addAction(UIAction { [weak control] _ in _ = control }, for: .valueChanged)
                host.window.rootViewController!.view.addSubview(control)
                weak let weakControl = control
                refs.append { weakControl }
            }
            host.tap(at: CGPoint(x: 45, y: 115))   // flip the switch (animates its thumb)
            (controls[6] as? UIProgressView)?.setProgress(1, animated: true)
            host.pump()
            controls.forEach { $0.removeFromSuperview() }
        }
        host.runUntilIdle()
        #expect(refs.allSatisfy { $0() == nil })
    }
}
