import RenderTree
import Testing
import UIKit
import UIKitTesting

/// The popover's arrow: the side it ends up on (`arrowDirection`) and the triangle drawn in
/// the 13-point gap between popover and source, pointing at the source (a view's rect or a
/// bar button item), through rotation, adaptation and dismissal (UIKIT-SEMANTICS 6.10).
/// iPad Air portrait: the popover stays inside (10, 34)–(810, 1150); the source is
/// (100, 200, 44, 44) and the content 300 × 200.
@Suite @MainActor struct PopoverArrowTests {
    static func arrow(in window: UIWindow) -> UIView? {
        window.subviews.first { $0.accessibilityIdentifier == "popover-arrow" }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let permitted: UIPopoverArrowDirection
        let direction: UIPopoverArrowDirection
        let popover: CGRect
        let arrow: CGRect
        let path: String
        var testDescription: String { "permitted \(permitted.rawValue)" }
    }

    nonisolated static let cases: [Case] = [
        // Below the source, arrow up, its tip at the source's middle (122).
        Case(permitted: .any, direction: .up, popover: CGRect(x: 10, y: 257, width: 300, height: 200),
             arrow: CGRect(x: 109, y: 244, width: 26, height: 13), path: "M0 13L13 0L26 13Z"),
        // Right of it, arrow left, centred on the source's middle (222).
        Case(permitted: .left, direction: .left, popover: CGRect(x: 157, y: 122, width: 300, height: 200),
             arrow: CGRect(x: 144, y: 209, width: 13, height: 26), path: "M13 0L0 13L13 26Z"),
        // Above it, arrow down: 153 points of room, so the popover shrinks to them.
        Case(permitted: .down, direction: .down, popover: CGRect(x: 10, y: 34, width: 300, height: 153),
             arrow: CGRect(x: 109, y: 187, width: 26, height: 13), path: "M0 0L13 13L26 0Z"),
        // Left of it, arrow right: 77 points of room.
        Case(permitted: .right, direction: .right, popover: CGRect(x: 10, y: 122, width: 77, height: 200),
             arrow: CGRect(x: 87, y: 209, width: 13, height: 26), path: "M0 0L13 13L0 26Z"),
    ]

    @Test(arguments: cases)
    func arrow_pointsAtTheSource_fromTheSideChosen_rule6_10(_ c: Case) throws {
        let s = PopoverScene(.iPadAir) { RecordingPopoverDelegate(trace: $0) }
        defer { withExtendedLifetime(s.host) {} }
        let popover = try #require(s.content.popoverPresentationController)
        popover.permittedArrowDirections = c.permitted
        s.content.view.backgroundColor = .red
        #expect(popover.arrowDirection == .unknown)
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(popover.arrowDirection == c.direction)
        #expect(s.content.view.frame == c.popover)
        let arrow = try #require(Self.arrow(in: s.host.window))
        #expect(arrow.frame == c.arrow)
        // Just below the popover, above what is behind it.
        let subviews = s.host.window.subviews
        let arrowIndex = try #require(subviews.firstIndex { $0 === arrow })
        let contentIndex = try #require(subviews.firstIndex { $0 === s.content.view })
        #expect(arrowIndex + 1 == contentIndex)
        // Drawn: a red triangle in the render tree (and so in pictures and the browser).
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: s.host.window)
        let node = try #require(tree.depthFirst.first { $0.kind == "PopoverArrowView" })
        #expect(node.paths == [RenderPath(d: c.path, fill: RenderColor(red: 255, green: 0, blue: 0))])
        #expect(s.host.diagnostics.isEmpty)
    }

    @Test func arrowNearTheEdge_staysOnThePopoversEdge() throws {
        // A source at the window's left edge: the popover is pushed right of its middle, so
        // the arrow's base is slid to the popover's corner instead of past it.
        let s = PopoverScene(.iPadAir) { RecordingPopoverDelegate(trace: $0) }
        defer { withExtendedLifetime(s.host) {} }
        s.source.frame = CGRect(x: 0, y: 200, width: 10, height: 44)
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.content.view.frame == CGRect(x: 10, y: 257, width: 300, height: 200))
        #expect(Self.arrow(in: s.host.window)?.frame == CGRect(x: 10, y: 244, width: 26, height: 13))
    }

    @Test func barButtonItemPopover_pointsUpAtTheItem() throws {
        let s = BarButtonPopoverScene()
        defer { withExtendedLifetime(s.host) {} }
        let itemView = try #require(Self.view(of: s.item, in: s.nav.navigationBar))
        let anchor = itemView.convert(itemView.bounds, to: s.host.window)
        #expect(s.content.popoverPresentationController?.arrowDirection == .up)
        let arrow = try #require(Self.arrow(in: s.host.window))
        #expect(arrow.frame == CGRect(x: anchor.midX - 13, y: anchor.maxY, width: 26, height: 13))
        #expect(s.content.view.frame.minY == anchor.maxY + 13)
    }

    @Test func rotation_movesTheArrowWithThePopover() throws {
        let s = PopoverScene(.iPadAir) { RecordingPopoverDelegate(trace: $0) }
        defer { withExtendedLifetime(s.host) {} }
        s.source.autoresizingMask = [.flexibleLeftMargin]
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.host.rotate(to: .landscapeLeft))
        s.host.runUntilIdle()
        // The source moved right with the wider window (100 + 360).
        #expect(s.source.frame == CGRect(x: 460, y: 200, width: 44, height: 44))
        #expect(s.content.view.frame == CGRect(x: 332, y: 257, width: 300, height: 200))
        #expect(Self.arrow(in: s.host.window)?.frame == CGRect(x: 469, y: 244, width: 26, height: 13))
    }

    @Test func animatedPresentation_fadesTheArrowIn_andDismissal_takesItAway() throws {
        let s = PopoverScene(.iPadAir) { RecordingPopoverDelegate(trace: $0) }
        defer { withExtendedLifetime(s.host) {} }
        s.root.present(s.content, animated: true)
        let arrow = try #require(Self.arrow(in: s.host.window))
        #expect(arrow.alpha == 1)   // the model value; the presentation value fades
        s.host.advance(by: 0.25)
        let midway = try #require(arrow.layer.presentation()?.opacity)
        #expect(midway > 0 && midway < 1)
        s.host.runUntilIdle()
        s.root.dismiss(animated: true)
        s.host.runUntilIdle()
        #expect(Self.arrow(in: s.host.window) == nil)
        #expect(arrow.superview == nil)
    }

    @Test func adaptingToASheet_hasNoArrow() throws {
        let s = PopoverScene(.iPhone14) { RecordingPopoverDelegate(trace: $0) }
        defer { withExtendedLifetime(s.host) {} }
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        #expect(s.content.popoverPresentationController?.arrowDirection == .unknown)
        #expect(Self.arrow(in: s.host.window) == nil)
    }

    @Test func delegateAnsweringPageSheet_presentsAPageSheet_rule6_10() throws {
        let s = PopoverScene(.iPhone14) { RecordingPopoverDelegate(trace: $0) }
        defer { withExtendedLifetime(s.host) {} }
        s.delegate.adaptiveStyle = .pageSheet
        s.root.present(s.content, animated: false)
        s.host.runUntilIdle()
        let popover = try #require(s.content.popoverPresentationController)
        #expect(s.trace.events(containing: "Adaptive").contains("willPresentWithAdaptiveStyle(\(UIModalPresentationStyle.pageSheet.rawValue))"))
        #expect(popover.presentationStyle == .pageSheet)
        #expect(popover.adaptiveSheetPresentationController.presentationStyle == .pageSheet)
        // The large sheet of a compact width, as a form sheet would be.
        #expect(s.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(popover.adaptivePresentationStyle(for: s.host.window.traitCollection) == .pageSheet)
        #expect(Self.arrow(in: s.host.window) == nil)
    }

    @Test func popoverDismissed_leavesNoArrowOrControllerBehind() throws {
        let host = HeadlessHost(device: .iPadAir)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        let source = UIView(frame: CGRect(x: 100, y: 200, width: 44, height: 44))
        root.view.addSubview(source)
        weak var weakContent: UIViewController?
        weak var weakPopover: UIPopoverPresentationController?
        weak var weakArrow: UIView?
        do {
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = source
            root.present(content, animated: true)
            host.runUntilIdle()
            weakContent = content
            weakPopover = content.popoverPresentationController
            weakArrow = Self.arrow(in: host.window)
            #expect(weakPopover != nil && weakArrow != nil)
            root.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(weakContent == nil)
        #expect(weakPopover == nil)
        #expect(weakArrow == nil)
    }

    static func view(of item: UIBarButtonItem, in view: UIView) -> UIView? {
        if String(describing: type(of: view)) == "BarButton", view.accessibilityLabel == item.title { return view }
        for subview in view.subviews { if let found = Self.view(of: item, in: subview) { return found } }
        return nil
    }
}
