import RenderTree
import Testing
import UIKitTesting

/// The status bar and the home indicator: the window's last two render nodes, above every
/// view, following the window's status bar answers (UIKIT-SEMANTICS 10.8) and the device.
@Suite @MainActor struct SystemChromeRenderingTests {
    final class Screen: UIViewController {
        var hidesStatusBar = false
        var style: UIStatusBarStyle = .default
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    private static func chrome(_ tree: RenderTree) -> [RenderNode] {
        guard let window = tree[tree.root] else { return [] }
        return window.children.compactMap { tree[$0] }.filter { $0.kind == "StatusBar" || $0.kind == "HomeIndicator" }
    }

    @Test func anIPhone14InPortrait_drawsTheStatusBarAndTheHomeIndicator_aboveEveryView() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let screen = Screen()
        host.show(screen)
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let window = try #require(tree[tree.root])
        #expect(window.children.suffix(2).compactMap { tree[$0]?.kind } == ["StatusBar", "HomeIndicator"])
        let bar = try #require(tree[window.children[window.children.count - 2]])
        #expect(bar.frame == RenderRect(x: 0, y: 0, width: 390, height: 47))
        let text = try #require(bar.text)
        #expect(text.font == RenderFont(family: "DejaVu Sans", size: 17, bold: true))
        #expect(text.color == RenderColor(red: 0, green: 0, blue: 0))
        // "9:41" is 3 × 1425 + 819 units of DejaVu Sans Bold (2048 an em) at 17 points, centred at 14 % of the width.
        #expect(text.lines == [RenderTextLine(text: "9:41", x: 33.458, baseline: 32.385, width: 42.284)])
        #expect(bar.fills.count == 10)   // four signal bars; the battery's outline, charge and cap
        #expect(bar.fills.first?.rect == RenderRect(x: 310, y: 27.5, width: 3, height: 4))
        let indicator = try #require(tree[window.children[window.children.count - 1]])
        #expect(indicator.frame == RenderRect(x: 128, y: 831, width: 134, height: 5))
        #expect(indicator.background == RenderColor(red: 0, green: 0, blue: 0))
        #expect(indicator.cornerRadius == 2.5)
    }

    /// UIKIT-SEMANTICS 10.8: the controller that hides the status bar hides it in the picture too.
    @Test func aHiddenStatusBar_isNotDrawn_theHomeIndicatorStays() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let screen = Screen()
        screen.hidesStatusBar = true
        host.show(screen)
        screen.setNeedsStatusBarAppearanceUpdate()
        host.pump()
        #expect(Self.chrome(ViewControllerKit.RenderTreeBuilder().tree(of: host.window)).map(\.kind) == ["HomeIndicator"])
    }

    @Test func landscapeIPhone_hasNoStatusBar_andAnIPhoneSE_noHomeIndicator() {
        let phone = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(phone) {} }
        phone.show(Screen())
        #expect(phone.rotate(to: .landscapeLeft))
        phone.runUntilIdle()
        let landscape = Self.chrome(ViewControllerKit.RenderTreeBuilder().tree(of: phone.window))
        #expect(landscape.map(\.kind) == ["HomeIndicator"])
        #expect(landscape.first?.frame == RenderRect(x: 355, y: 377, width: 134, height: 5))

        let se = HeadlessHost(device: .iPhoneSE)
        defer { withExtendedLifetime(se) {} }
        se.show(Screen())
        let chrome = Self.chrome(ViewControllerKit.RenderTreeBuilder().tree(of: se.window))
        #expect(chrome.map(\.kind) == ["StatusBar"])
        #expect(chrome.first?.frame == RenderRect(x: 0, y: 0, width: 375, height: 20))
        #expect(chrome.first?.text?.lines.first?.x == 16)
    }

    /// UIKIT-SEMANTICS 10.8: `.lightContent` draws light content in light mode; `.default`
    /// follows the appearance; the home indicator follows the appearance.
    @Test func styleAndAppearance_colourTheChrome() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let screen = Screen()
        screen.style = .lightContent
        host.show(screen)
        screen.setNeedsStatusBarAppearanceUpdate()
        host.pump()
        let builder = ViewControllerKit.RenderTreeBuilder()
        let white = RenderColor(red: 255, green: 255, blue: 255), black = RenderColor(red: 0, green: 0, blue: 0)
        var chrome = Self.chrome(builder.tree(of: host.window))
        #expect(chrome.map { $0.text?.color ?? $0.background } == [white, black])
        screen.style = .default
        screen.setNeedsStatusBarAppearanceUpdate()
        host.window.overrideUserInterfaceStyle = .dark
        host.pump()
        chrome = Self.chrome(builder.tree(of: host.window))
        #expect(chrome.map { $0.text?.color ?? $0.background } == [white, white])
    }

    @Test func chromeIDs_stayFromFrameToFrame_andNeverMeetAViewsID() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let screen = Screen()
        host.show(screen)
        let builder = ViewControllerKit.RenderTreeBuilder()
        let first = Self.chrome(builder.tree(of: host.window)).map(\.id)
        screen.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        host.pump()
        let tree = builder.tree(of: host.window)
        #expect(Self.chrome(tree).map(\.id) == first)
        #expect(Set(tree.nodes.keys).count == tree.depthFirst.count)
        #expect(tree.depthFirst.filter { first.contains($0.id) }.map(\.kind) == ["StatusBar", "HomeIndicator"])
    }
}
