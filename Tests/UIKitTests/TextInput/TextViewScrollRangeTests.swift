import Foundation
import Testing
import UIKitTesting

/// `UITextView.scrollRangeToVisible(_:)`: the least scroll that shows a range's text.
@Suite @MainActor struct TextViewScrollRangeTests {
    @Test func scrollRangeToVisible_bringsTheRangeIntoView_byTheLeastDistance() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
        textView.text = (1...40).map { "Line \($0)" }.joined(separator: "\n") + "\npariatur?"
        controller.view.addSubview(textView)
        host.pump()
        #expect(textView.contentOffset == .zero)
        let range = (textView.text! as NSString).range(of: "pariatur?")
        textView.scrollRangeToVisible(range)
        let end = textView.caretRect(for: textView.endOfDocument)
        #expect(textView.contentOffset.y + textView.bounds.height == end.maxY)
        // Already visible: no scroll.
        let offset = textView.contentOffset
        textView.scrollRangeToVisible(NSRange(location: range.location + 2, length: 1))
        #expect(textView.contentOffset == offset)
        // Back to the start; a range past the end is clamped to the end.
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(textView.contentOffset.y == textView.caretRect(for: textView.beginningOfDocument).minY)
        textView.scrollRangeToVisible(NSRange(location: 10_000, length: 5))
        #expect(textView.contentOffset == offset)
    }
}
