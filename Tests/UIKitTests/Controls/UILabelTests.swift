import Foundation
import Testing
import UIKitTesting

/// UILabel sizing with DejaVu Sans on an iPhone 14 (3× screen): sizes are the measured text
/// rounded up to a third of a point. "Hello" at 17 pt is 5191 × 17 / 2048 = 43.089 pt wide
/// (→ 43 1/3) and one line is 2384 × 17 / 2048 = 19.789 pt tall (→ 20).
@Suite @MainActor struct UILabelTests {
    @Test func defaults_matchUIKit() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func intrinsicSize_isMeasuredTextOnThePixelGrid() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 130.0 / 3, height: 20))
        label.font = .systemFont(ofSize: 34)
        // 5191 × 34 / 2048 = 86.18 → 86 1/3; 2384 × 34 / 2048 = 39.58 → 39 2/3.
        #expect(label.intrinsicContentSize == CGSize(width: 259.0 / 3, height: 119.0 / 3))
    }

    @Test func intrinsicSize_onA2xScreen_roundsToHalfPoints() {
        let host = HeadlessHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 43.5, height: 20))
    }

    @Test func multiLine_wrapsAtPreferredMaxLayoutWidth_thenAtBoundsWidth() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        label.text = "Hello world"
        label.numberOfLines = 0
        // One line: 11481 × 17 / 2048 = 95.3 → 95 1/3.
        #expect(label.intrinsicContentSize == CGSize(width: 286.0 / 3, height: 20))
        label.preferredMaxLayoutWidth = 60
        // "Hello" / "world": the wider, "world", is 46.81 → 47; two lines 39.58 → 39 2/3.
        #expect(label.intrinsicContentSize == CGSize(width: 47, height: 119.0 / 3))
        label.preferredMaxLayoutWidth = 0
        label.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
        #expect(label.intrinsicContentSize == CGSize(width: 47, height: 119.0 / 3))
    }

    @Test func sizeThatFits_wrapsMultiLineLabels_butNotOneLineLabels() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        label.text = "Hello world"
        let narrow = CGSize(width: 60, height: 1000)
        #expect(label.sizeThatFits(narrow) == CGSize(width: 286.0 / 3, height: 20))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(narrow) == CGSize(width: 47, height: 119.0 / 3))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 286.0 / 3, height: 20))
    }

    @Test func textRect_andRenderedLines_truncateToTheBounds() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 70, height: 20))
        label.text = "Hello world"
        #expect(label.renderedLines.map(\.text) == ["Hello\u{2026}"])
        // "Hell…" is (3938 + 2048) × 17 / 2048 = 49.69 → 49 2/3 within 50.
        let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 100), limitedToNumberOfLines: 1)
        #expect(rect == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func adjustsFontSizeToFitWidth_shrinksRenderedFont_notIntrinsicSize() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.text = "Hello world"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        // Full width 95.30 pt: 60 / 95.30 of 17 pt.
        let shrunk: CGFloat = 17 * 60 / (11481.0 * 17 / 2048)
        #expect(label.renderedFont.pointSize ≈ shrunk)
        #expect(label.renderedLines.map(\.text) == ["Hello world"])
        #expect(label.intrinsicContentSize == CGSize(width: 286.0 / 3, height: 20))
        label.minimumScaleFactor = 0.9
        #expect(label.renderedFont.pointSize == 17 * 0.9)
        // At 15.3 pt "Hello world" is still 85.8 pt wide: truncated, "Hello…" is 54.1 pt.
        #expect(label.renderedLines.map(\.text) == ["Hello\u{2026}"])
    }

    @Test func changingText_invalidatesLayoutOfSuperview() {
        let host = HeadlessHost()
        let label = UILabel()
        host.window.addSubview(label)
        host.runUntilIdle()
        label.text = "Hi"
        #expect(host.window.hasPendingLayout)
    }

    @Test func dump_showsText() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel(frame: CGRect(x: 16, y: 60, width: 100, height: 20))
        label.text = "Hi"
        #expect(label.debugLine == "<UILabel; frame = (16 60; 100 20); userInteractionEnabled = NO; text = \"Hi\">")
    }
}
