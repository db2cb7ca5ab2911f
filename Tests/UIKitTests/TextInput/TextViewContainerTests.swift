import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A text view's `textContainer` (NSTextContainer: `lineFragmentPadding`,
/// `maximumNumberOfLines`, `lineBreakMode`, `widthTracksTextView`, `size`) and its attributes
/// API (`typingAttributes`, `dataDetectorTypes`), as Apple's UITextView and NSTextContainer
/// documentation describes them. Not a numbered UIKIT-SEMANTICS rule.
@Suite @MainActor struct TextViewContainerTests {
    static let font = UIFont.systemFont(ofSize: 17)
    static let line = ceil(font.lineHeight * 3) / 3

    static func textView(_ text: String = "", width: CGFloat = 300, container: NSTextContainer? = nil) -> UITextView {
        let view = UITextView(frame: CGRect(x: 20, y: 100, width: width, height: 200), textContainer: container)
        view.font = font
        view.text = text
        return view
    }

    /// The height `text` wraps to at `width` with no line limit.
    static func wrappedHeight(_ text: String, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    static let long = "The quick brown fox jumps over the lazy dog and keeps running past the barn"

    @Test func ownContainer_tracksTheWidth_lessTheInsets_withFivePointPadding() {
        let view = Self.textView("Hello")
        view.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
        let host = hostShowing([view])
        defer { withExtendedLifetime(host) {} }
        let container = view.textContainer
        #expect(container.lineFragmentPadding == 5 && container.maximumNumberOfLines == 0)
        #expect(container.lineBreakMode == .byWordWrapping && container.widthTracksTextView && !container.heightTracksTextView)
        #expect(container.size == CGSize(width: 270, height: CGFloat.greatestFiniteMagnitude))
        #expect(view.textLabel.frame == CGRect(x: 15, y: 8, width: 260, height: Self.line))
    }

    @Test func zeroPaddingAndInsets_putTheTextFlushWithTheEdges_theUsualLabelLikeSetUp() {
        let view = Self.textView(Self.long)
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        let host = hostShowing([view])
        defer { withExtendedLifetime(host) {} }
        let height = Self.wrappedHeight(Self.long, width: 300)
        #expect(height > Self.line)
        #expect(view.textLabel.frame == CGRect(x: 0, y: 0, width: 300, height: height))
        #expect(view.contentSize == CGSize(width: 300, height: height))
    }

    @Test func maximumNumberOfLines_limitsTheContent_endingAsTheLineBreakModeSays() {
        let view = Self.textView(Self.long, width: 120)
        view.textContainer.maximumNumberOfLines = 1
        view.textContainer.lineBreakMode = .byTruncatingTail
        let host = hostShowing([view])
        defer { withExtendedLifetime(host) {} }
        #expect(view.contentSize == CGSize(width: 120, height: Self.line + 16))
        #expect(view.textLabel.numberOfLines == 1 && view.textLabel.lineBreakMode == .byTruncatingTail)
    }

    @Test func aGivenContainerThatDoesNotTrack_wrapsAtItsOwnWidth() {
        let container = NSTextContainer(size: CGSize(width: 150, height: 1000))
        let view = Self.textView(Self.long, container: container)
        let host = hostShowing([view])
        defer { withExtendedLifetime(host) {} }
        #expect(view.textContainer === container)
        #expect(container.size == CGSize(width: 150, height: 1000))
        #expect(view.textLabel.frame == CGRect(x: 5, y: 8, width: 140, height: Self.wrappedHeight(Self.long, width: 140)))
    }

    @Test func typingAttributes_defaultToTheFontAndColour_otherStylesAreKeptAndSaidOnce() {
        let view = Self.textView()
        let host = hostShowing([view])
        defer { withExtendedLifetime(host) {} }
        #expect(view.typingAttributes[.font] as? UIFont == Self.font)
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .label)
        view.typingAttributes = [.font: Self.font, .foregroundColor: UIColor.label]
        #expect(host.diagnostics.isEmpty)
        view.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 20)]
        view.typingAttributes = [.foregroundColor: UIColor.red]
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .red)
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UITextView.typingAttributes does nothing here: a text view draws its whole text in its own font and colour."])
    }

    @Test func dataDetectorTypes_areKept_andSayOnceThatNothingIsDetected() {
        let view = Self.textView()
        let host = hostShowing([view])
        defer { withExtendedLifetime(host) {} }
        view.dataDetectorTypes = []
        #expect(host.diagnostics.isEmpty)
        view.dataDetectorTypes = [.link, .phoneNumber]
        view.dataDetectorTypes = .all
        #expect(view.dataDetectorTypes == .all)
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UITextView.dataDetectorTypes does nothing here: no data is detected or linked."])
    }

    @Test func exclusionPaths_areKept_andSaySo() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let container = NSTextContainer()
        #expect(container.size == .zero && container.isSimpleRectangularTextContainer)
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))]
        #expect(!container.isSimpleRectangularTextContainer)
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: NSTextContainer.exclusionPaths does nothing here: text is laid out in whole-width lines."])
    }
}
