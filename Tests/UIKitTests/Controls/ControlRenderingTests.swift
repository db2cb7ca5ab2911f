import Foundation
import RenderTree
import Testing
import UIKitTesting

/// What the controls draw in the render tree besides their subviews.
@Suite @MainActor struct ControlRenderingTests {
    @Test func switchTrack_isAGreenCapsuleWhenOn_greyWhenOff() throws {
        let toggle = UISwitch()
        let host = hostShowing(toggle, at: CGRect(x: 100, y: 200, width: 51, height: 31))
        defer { withExtendedLifetime(host) {} }
        func track() throws -> RenderNode {
            try #require(ViewControllerKit.RenderTreeBuilder().tree(of: host.window).depthFirst.first { $0.kind == "UISwitch" })
        }
        #expect(try track().background == RenderColor(red: 233, green: 233, blue: 234))
        #expect(try track().cornerRadius == 15.5)
        toggle.isOn = true
        #expect(try track().background == RenderColor(red: 52, green: 199, blue: 89))   // systemGreen #34C759
    }

    @Test func sliderTrack_splitsAtTheThumbCentre() throws {
        let slider = UISlider()
        slider.value = 0.25
        let host = hostShowing(slider, at: CGRect(x: 20, y: 200, width: 228, height: 31))
        defer { withExtendedLifetime(host) {} }
        let node = try #require(ViewControllerKit.RenderTreeBuilder().tree(of: host.window).depthFirst.first { $0.kind == "UISlider" })
        // Thumb at x 50 (0.25 of 200), centre 64; the 4-point track from y 13.5.
        #expect(node.fills == [
            RenderFill(rect: RenderRect(x: 0, y: 13.5, width: 64, height: 4), color: RenderColor(red: 0, green: 122, blue: 255)),
            RenderFill(rect: RenderRect(x: 64, y: 13.5, width: 164, height: 4), color: RenderColor(red: 229, green: 229, blue: 234)),
        ])
    }
}
