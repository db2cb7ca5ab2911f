import Testing
import UIKit
import UIKitTesting

/// The presenter's view stepping back behind a full-height sheet in a compact width:
/// 16 points narrower each side, its top at the top safe-area inset, corners rounded to 10
/// (our chosen geometry; DifferencesFromIOS "Presentation"). No appearance callbacks: the
/// presenter stays on screen (UIKIT-SEMANTICS 6.8).
@Suite @MainActor struct SheetPresenterScaleTests {
    /// iPhone 14 (390 × 844, top inset 47): scale 358/390 about the centre, moved down so
    /// the top is at 47.
    static let scale: CGFloat = 358.0 / 390.0
    static let shift: CGFloat = 47 - 844 * (1 - scale) / 2
    static let steppedBackFrame = CGRect(x: 16, y: 47, width: 358, height: 844 * scale)

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    @Test func largeSheet_presenterStepsBackAlongsideThePresentation_andComesBackOnDismissal_rule6_8() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        let presenterView = try #require(f.root.viewIfLoaded)
        f.root.present(f.content, animated: true)
        f.host.advance(by: 0.25)
        // Mid-flight both move on the same curve: the sheet has come up by a fraction p of
        // the window's height, the presenter has stepped back by the same fraction.
        let sheetShift = try #require(f.content.view.layer.presentation()?.affineTransform().ty)
        let p = 1 - sheetShift / 844
        #expect(p > 0.1 && p < 0.9)
        let mid = try #require(presenterView.layer.presentation()?.affineTransform())
        #expect(Self.close(mid.a, 1 + (Self.scale - 1) * p))
        #expect(Self.close(mid.d, 1 + (Self.scale - 1) * p))
        #expect(Self.close(mid.ty, Self.shift * p))
        f.host.runUntilIdle()
        #expect(Self.close(presenterView.frame, Self.steppedBackFrame))
        #expect(presenterView.layer.cornerRadius == 10)
        #expect(presenterView.clipsToBounds)
        #expect(presenterView.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        f.trace.take()

        f.content.dismiss(animated: true)
        f.host.advance(by: 0.25)
        let back = try #require(presenterView.layer.presentation()?.affineTransform())
        let q = try #require(f.content.view.layer.presentation()?.affineTransform().ty) / 844
        #expect(Self.close(back.a, Self.scale + (1 - Self.scale) * q))
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["P.viewWillDisappear(true) beingDismissed", "P.viewDidDisappear(true) beingDismissed"])
        #expect(presenterView.transform == .identity)
        #expect(presenterView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(presenterView.layer.cornerRadius == 0)
        #expect(!presenterView.clipsToBounds)
    }

    @Test func mediumSheet_leavesThePresenter_untilItIsMadeLarge_andBack() throws {
        let f = SheetFixture { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(f.host) {} }
        let presenterView = try #require(f.root.viewIfLoaded)
        f.present(animated: true)
        #expect(presenterView.transform == .identity)
        #expect(presenterView.layer.cornerRadius == 0)
        f.sheet.animateChanges { f.sheet.selectedDetentIdentifier = .large }
        f.host.runUntilIdle()
        #expect(Self.close(presenterView.frame, Self.steppedBackFrame))
        try f.host.pullSheet(by: 350)
        f.host.runUntilIdle()
        #expect(f.sheet.selectedDetentIdentifier == .medium)
        #expect(presenterView.transform == .identity)
        #expect(presenterView.layer.cornerRadius == 0)
    }

    @Test func cancelledPull_thePresenterStaysSteppedBack_rule2_1() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        let presenterView = try #require(f.root.viewIfLoaded)
        f.present(animated: true)
        try f.host.pullSheet(by: 100, duration: 1)
        f.host.runUntilIdle()
        #expect(f.root.presentedViewController === f.content)
        #expect(Self.close(presenterView.frame, Self.steppedBackFrame))
    }

    @Test func rotation_keepsThePresenterSteppedBack_inTheNewWindowSize() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        let presenterView = try #require(f.root.viewIfLoaded)
        f.present(animated: true)
        #expect(f.host.rotate(to: .landscapeLeft))
        f.host.runUntilIdle()
        // 844 × 390, no top inset in landscape: 16 narrower each side, top at 0.
        let landscapeScale: CGFloat = (844 - 32) / 844
        #expect(presenterView.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(Self.close(presenterView.frame, CGRect(x: 16, y: 0, width: 812, height: 390 * landscapeScale)))
        #expect(f.host.rotate(to: .portrait))
        f.host.runUntilIdle()
        #expect(presenterView.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(Self.close(presenterView.frame, Self.steppedBackFrame))
        f.content.dismiss(animated: false)
        f.host.runUntilIdle()
        #expect(presenterView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func regularWidth_formSheet_leavesThePresenter() throws {
        let f = SheetFixture(device: .iPadAir, style: .formSheet)
        defer { withExtendedLifetime(f.host) {} }
        f.present(animated: true)
        #expect(f.root.view.transform == .identity)
        #expect(f.root.view.layer.cornerRadius == 0)
    }
}
