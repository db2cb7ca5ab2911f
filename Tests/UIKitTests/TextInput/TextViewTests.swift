import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private final class RecordingTextViewDelegate: UITextViewDelegate {
    let trace: TraceRecorder
    var allowsEnd = true
    var refusesNewlines = false
    init(trace: TraceRecorder) { self.trace = trace }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { trace.record("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { trace.record("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { trace.record("shouldEnd"); return allowsEnd }
    func textViewDidEndEditing(_ textView: UITextView) { trace.record("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let allowed = !(refusesNewlines && text == "\n")
        trace.record("shouldChange {\(range.location), \(range.length)} \(text.debugDescription) -> \(allowed)")
        return allowed
    }
    func textViewDidChange(_ textView: UITextView) { trace.record("didChange \((textView.text ?? "").debugDescription)") }
}

/// UITextView: editing order (keyboard before didBegin), typing, scrolling to the end,
/// self-sizing without scrolling.
@Suite @MainActor struct TextViewTests {
    private func makeTextView(height: CGFloat = 100) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: height))
        textView.accessibilityIdentifier = "notes"
        textView.font = .systemFont(ofSize: 17)
        return textView
    }

    @Test func tap_beginsEditing_keyboardBeforeDidBegin_asOnIOS() throws {
        let textView = makeTextView()
        let host = hostShowing([textView])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let delegate = RecordingTextViewDelegate(trace: trace)
        textView.delegate = delegate
        defer { withExtendedLifetime(delegate) {} }
        let tokens = observeKeyboard(of: host, into: trace, objects: [textView])
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        try host.tap(identifier: "notes")
        #expect(trace.take() == ["shouldBegin", "keyboardWillChangeFrame", "keyboardWillShow", "didBegin",
                                 "textView.textDidBeginEditing"])
        #expect(textView.isFirstResponder && textView.isEditing)
        try host.type("a\nb")
        #expect(trace.take() == ["shouldChange {0, 0} \"a\" -> true", "didChange \"a\"", "textView.textDidChange",
                                 "shouldChange {1, 0} \"\\n\" -> true", "didChange \"a\\n\"", "textView.textDidChange",
                                 "shouldChange {2, 0} \"b\" -> true", "didChange \"a\\nb\"", "textView.textDidChange"])
        delegate.refusesNewlines = true
        try host.tapReturn()
        try host.tapDelete()
        #expect(trace.take() == ["shouldChange {3, 0} \"\\n\" -> false",
                                 "shouldChange {2, 1} \"\" -> true", "didChange \"a\\n\"", "textView.textDidChange"])
        host.runUntilIdle()
        trace.take()
        textView.resignFirstResponder()
        #expect(trace.take() == ["shouldEnd", "didEnd", "textView.textDidEndEditing", "keyboardWillChangeFrame", "keyboardWillHide"])
    }

    @Test func notEditable_doesNotBecomeFirstResponder() {
        let textView = makeTextView()
        textView.isEditable = false
        let host = hostShowing([textView])
        defer { withExtendedLifetime(host) {} }
        #expect(!textView.becomeFirstResponder() && !host.keyboard.isVisible)
    }

    @Test func contentSize_isTheWrappedTextPlusInsets_andTypingScrollsToTheEnd() throws {
        let textView = makeTextView(height: 100)
        let host = hostShowing([textView])
        defer { withExtendedLifetime(host) {} }
        let font = UIFont.systemFont(ofSize: 17)
        let line = ceil(font.lineHeight * 3) / 3
        #expect(textView.contentSize == CGSize(width: 300, height: line + 16))
        try host.tap(identifier: "notes")
        try host.type("1\n2\n3\n4\n5\n6")
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.text = "1\n2\n3\n4\n5\n6"
        let textHeight = label.sizeThatFits(CGSize(width: 290, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(textView.contentSize == CGSize(width: 300, height: textHeight + 16))
        #expect(textView.contentSize.height > 100)
        #expect(textView.contentOffset == CGPoint(x: 0, y: textView.contentSize.height - 100))
        host.pump()
        #expect(textView.textLabel.frame == CGRect(x: 5, y: 8, width: 290, height: textHeight))
    }

    @Test func scrollingDisabled_intrinsicHeightFollowsTheText() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let textView = makeTextView()
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.isScrollEnabled = false
        let one = textView.intrinsicContentSize
        textView.text = "one\ntwo"
        let two = textView.intrinsicContentSize
        #expect(one.width == UIView.noIntrinsicMetric)
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.text = "one\ntwo"
        #expect(two.height == label.sizeThatFits(CGSize(width: 290, height: CGFloat.greatestFiniteMagnitude)).height + 16)
        #expect(one.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight * 3) / 3 + 16)
    }

    @Test func defaults_asUIKit() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let textView = UITextView()
        #expect(textView.text == "" && textView.font == nil && textView.isEditable && textView.isSelectable)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textLabel.font == .systemFont(ofSize: 12))
    }

    @Test func textViewRemovedWhileEditing_isFreed_andKeyboardHides() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        weak var weakTextView: UITextView?
        do {
            let textView = makeTextView()
            weakTextView = textView
            host.window.rootViewController!.view.addSubview(textView)
            host.pump()
            try host.tap(identifier: "notes")
            textView.removeFromSuperview()
        }
        host.runUntilIdle()
        #expect(weakTextView == nil && host.keyboard.phase == .hidden)
    }
}
