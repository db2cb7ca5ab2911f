import Foundation
import RenderTree
import Testing
@testable import UIKit
import UIKitTesting

/// The caret and selection of text fields and text views (`UITextInput`): moved by typing,
/// by tapping and in code, told to the delegate (`textFieldDidChangeSelection` /
/// `textViewDidChangeSelection`), and drawn while editing.
@Suite @MainActor struct TextSelectionTests {
    /// Records the field delegate's calls, with the caret or selection as `{location, length}`.
    final class SelectionFieldDelegate: UITextFieldDelegate {
        let trace: TraceRecorder
        init(trace: TraceRecorder) { self.trace = trace }
        static func range(_ field: UITextField) -> String {
            guard let range = field.selectedTextRange else { return "nil" }
            let start = field.offset(from: field.beginningOfDocument, to: range.start)
            return "{\(start), \(field.offset(from: range.start, to: range.end))}"
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            trace.record("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
            return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) {
            trace.record("didChangeSelection \(Self.range(textField)) \"\(textField.text ?? "")\"")
        }
    }

    final class SelectionViewDelegate: UITextViewDelegate {
        let trace: TraceRecorder
        init(trace: TraceRecorder) { self.trace = trace }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            trace.record("shouldChange {\(range.location), \(range.length)} \"\(text)\"")
            return true
        }
        func textViewDidChangeSelection(_ textView: UITextView) {
            trace.record("didChangeSelection {\(textView.selectedRange.location), \(textView.selectedRange.length)}")
        }
        func textViewDidChange(_ textView: UITextView) { trace.record("didChange \"\(textView.text ?? "")\"") }
    }

    private static let font = UIFont.systemFont(ofSize: 17)
    private static func width(_ text: String, _ font: UIFont = font) -> CGFloat {
        ViewControllerKit.TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }

    /// A shown, editing, rounded-rect field at (20, 100) 200 × 34 holding "abc", its caret at the end.
    private func fieldFixture(text: String = "abc") -> (UITextField, HeadlessHost, TraceRecorder, SelectionFieldDelegate) {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "field"
        field.text = text
        let host = hostShowing([field])
        let trace = TraceRecorder()
        let delegate = SelectionFieldDelegate(trace: trace)
        field.delegate = delegate
        return (field, host, trace, delegate)
    }

    private func caret(_ field: UITextField) -> UIView? {
        field.selectionViewIfMade.flatMap { $0.caret.isHidden ? nil : $0.caret }
    }

    @Test func aFieldHasNoSelectionUntilEditing_thenTheCaretIsAtTheEnd_andNoneAfter() throws {
        let (field, host, trace, delegate) = fieldFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        #expect(field.selectedTextRange == nil)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.selectedTextRange == nil)          // not editing: ignored
        field.becomeFirstResponder()
        #expect(SelectionFieldDelegate.range(field) == "{3, 0}")
        #expect(trace.take() == [])                      // the initial caret is not a change
        field.resignFirstResponder()
        #expect(field.selectedTextRange == nil)
        #expect(trace.take() == [])
    }

    @Test func typingAtTheCaret_replacesTheSelection_exactDelegateOrder() throws {
        let (field, host, trace, delegate) = fieldFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        recordEditingEvents(of: field, into: trace)
        field.becomeFirstResponder()
        trace.take()
        let one = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        field.selectedTextRange = field.textRange(from: one, to: one)
        #expect(trace.take() == ["didChangeSelection {1, 0} \"abc\""])
        try host.type("XY")
        #expect(field.text == "aXYbc")
        #expect(trace.take() == [
            "shouldChange {1, 0} \"X\"", "didChangeSelection {2, 0} \"aXbc\"", "editingChanged \"aXbc\"",
            "shouldChange {2, 0} \"Y\"", "didChangeSelection {3, 0} \"aXYbc\"", "editingChanged \"aXYbc\"",
        ])
        // Select "XYb" and type over it, then delete back over the caret and a selection.
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: start, offset: 3))
        field.selectedTextRange = field.textRange(from: end, to: start)     // either order
        #expect(trace.take() == ["didChangeSelection {1, 3} \"aXYbc\""])
        try host.type("Z")
        #expect(field.text == "aZc")
        #expect(trace.take() == ["shouldChange {1, 3} \"Z\"", "didChangeSelection {2, 0} \"aZc\"", "editingChanged \"aZc\""])
        try host.tapDelete()
        #expect(field.text == "ac")
        #expect(trace.take() == ["shouldChange {1, 1} \"\"", "didChangeSelection {1, 0} \"ac\"", "editingChanged \"ac\""])
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        trace.take()
        try host.tapDelete()                                                  // nothing before the caret
        #expect(trace.take() == [])
        #expect(field.text == "ac")
    }

    @Test func positionArithmetic_countsUTF16Units_andStaysInsideTheDocument() throws {
        let (field, host, _, delegate) = fieldFixture(text: "é👍x")
        defer { withExtendedLifetime((host, delegate)) {} }
        let begin = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: begin, to: end) == 4)                      // é 1, 👍 2, x 1
        #expect(field.position(from: begin, offset: 5) == nil)
        #expect(field.position(from: end, offset: -5) == nil)
        let three = try #require(field.position(from: begin, offset: 3))
        #expect(field.compare(three, to: end) == .orderedAscending)
        #expect(field.compare(end, to: three) == .orderedDescending)
        let lastButOne = try #require(field.position(from: end, offset: -1))
        #expect(field.compare(three, to: lastButOne) == .orderedSame)
        let range = try #require(field.textRange(from: end, to: begin))
        #expect(field.offset(from: begin, to: range.start) == 0 && field.offset(from: begin, to: range.end) == 4)
        #expect(!range.isEmpty)
        let one = try #require(field.position(from: begin, offset: 1))
        let emoji = try #require(field.textRange(from: one, to: three))
        #expect(field.text(in: emoji) == "👍")
        // Deleting before a caret after the emoji removes both of its UTF-16 units.
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: three, to: three)
        try host.tapDelete()
        #expect(field.text == "éx")
        #expect(SelectionFieldDelegate.range(field) == "{1, 0}")
        // Through the protocol, as generic text code uses it.
        let input: any UITextInput = field
        #expect(input.offset(from: input.beginningOfDocument, to: input.endOfDocument) == 2)
    }

    @Test func tapping_beginsEditingWithTheCaretAtTheTappedBoundary_andMovesItWhileEditing() throws {
        let (field, host, trace, delegate) = fieldFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        // The text starts 7 pt in (rounded rect); tap just right of "a"'s middle… of "ab"'s boundary.
        let textX: CGFloat = 20 + 7
        host.tap(at: CGPoint(x: textX + Self.width("a") + 1, y: 117))
        #expect(field.isEditing)
        #expect(SelectionFieldDelegate.range(field) == "{1, 0}")
        #expect(trace.take() == [])
        host.tap(at: CGPoint(x: textX + Self.width("ab") - 1, y: 117))
        #expect(trace.take() == ["didChangeSelection {2, 0} \"abc\""])
        host.tap(at: CGPoint(x: 200, y: 117))                                 // past the text: the end
        #expect(trace.take() == ["didChangeSelection {3, 0} \"abc\""])
    }

    @Test func theCaretIsDrawn_2ptWide_lineHigh_inTheTint_atTheBoundary_andHiddenWhenEditingEnds() throws {
        let (field, host, _, delegate) = fieldFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        #expect(field.selectionViewIfMade == nil)                             // never edited: nothing extra
        field.becomeFirstResponder()
        let two = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        field.selectedTextRange = field.textRange(from: two, to: two)
        host.pump()
        let lineHeight = Self.font.lineHeight
        let expected = CGRect(x: 7 + Self.width("ab") - 1, y: 17 - lineHeight / 2, width: 2, height: lineHeight)
        let bar = try #require(caret(field))
        #expect(bar.frame == expected)
        #expect(field.caretRect(for: two) == expected)
        #expect(bar.backgroundColor == .systemBlue)
        // The render tree has it, once the keyboard's animation (which the first layout ran in) ends.
        host.runUntilIdle()
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: field)
        let drawn = tree.depthFirst.filter { $0.frame.width == 2 && $0.frame.height > 10 }
        #expect(drawn.map(\.background) == [RenderColor(red: 0, green: 122, blue: 255)])
        // A selection shows a highlight instead.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: two)
        host.pump()
        #expect(caret(field) == nil)
        #expect(field.selectionViewIfMade?.highlightFrames == [CGRect(x: 7, y: expected.minY, width: Self.width("ab"), height: lineHeight)])
        field.resignFirstResponder()
        host.pump()
        #expect(caret(field) == nil && field.selectionViewIfMade?.highlightFrames == [])
    }

    @Test func aSecureFieldsCaret_followsTheBullets() throws {
        let (field, host, _, delegate) = fieldFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        host.pump()
        #expect(caret(field)?.frame.minX == 7 + Self.width("•••") - 1)
    }

    @Test func overridingCaretRect_movesOrHidesTheCaret() throws {
        final class NoCaretField: UITextField {
            override func caretRect(for position: UITextPosition) -> CGRect { .zero }
        }
        let field = NoCaretField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        field.becomeFirstResponder()
        host.pump()
        #expect(field.selectionViewIfMade != nil)
        #expect(field.selectionViewIfMade?.caret.isHidden == true)
    }

    // MARK: Text views

    /// A shown 200 × 200 text view at (20, 100) with the 17-pt system font.
    private func textViewFixture(_ text: String) -> (UITextView, HeadlessHost, TraceRecorder, SelectionViewDelegate) {
        let view = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        view.font = Self.font
        view.text = text
        let host = hostShowing([view])
        let trace = TraceRecorder()
        let delegate = SelectionViewDelegate(trace: trace)
        view.delegate = delegate
        return (view, host, trace, delegate)
    }

    @Test func textView_selectedRange_typingAtTheCaret_exactDelegateOrder() throws {
        let (view, host, trace, delegate) = textViewFixture("one two")
        defer { withExtendedLifetime((host, delegate)) {} }
        #expect(view.selectedRange == NSRange(location: 7, length: 0))       // text set in code: the end
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 3, length: 0)
        #expect(trace.take() == ["didChangeSelection {3, 0}"])
        try host.type(",")
        #expect(trace.take() == ["shouldChange {3, 0} \",\"", "didChangeSelection {4, 0}", "didChange \"one, two\""])
        view.selectedRange = NSRange(location: 5, length: 3)
        try host.tapDelete()
        #expect(view.text == "one, ")
        #expect(trace.take() == ["didChangeSelection {5, 3}", "shouldChange {5, 3} \"\"", "didChangeSelection {5, 0}", "didChange \"one, \""])
        view.selectedRange = NSRange(location: 99, length: 4)                 // clamped to the text
        #expect(view.selectedRange == NSRange(location: 5, length: 0))
        let range = try #require(view.selectedTextRange)
        #expect(view.offset(from: view.beginningOfDocument, to: range.start) == 5 && range.isEmpty)
    }

    @Test func textView_tapOnASecondLine_putsTheCaretThere_andASelectionSpanningLinesHasOneRectPerLine() throws {
        let (view, host, trace, delegate) = textViewFixture("first\nsecond")
        defer { withExtendedLifetime((host, delegate)) {} }
        let lineHeight = Self.font.lineHeight
        // The text starts at x 5 (line-fragment padding), y 8 (container inset), in the view.
        host.tap(at: CGPoint(x: 20 + 5 + Self.width("sec") + 1, y: 100 + 8 + lineHeight * 1.5))
        #expect(view.isFirstResponder)
        #expect(view.selectedRange == NSRange(location: 9, length: 0))
        #expect(trace.take() == ["didChangeSelection {9, 0}"])
        host.pump()
        let bar = try #require(view.selectionViewIfMade?.caret)
        #expect(!bar.isHidden)
        #expect(bar.frame == CGRect(x: 5 + Self.width("sec") - 1, y: 8 + lineHeight, width: 2, height: lineHeight))
        view.selectedRange = NSRange(location: 2, length: 7)                  // "rst\nsec"
        host.pump()
        #expect(view.selectionViewIfMade?.highlightFrames == [
            CGRect(x: 5 + Self.width("fi"), y: 8, width: Self.width("first") - Self.width("fi"), height: lineHeight),
            CGRect(x: 5, y: 8 + lineHeight, width: Self.width("sec"), height: lineHeight),
        ])
    }

    @Test func textView_anEmptyTextHasItsCaretAtTheStart() throws {
        let (view, host, _, delegate) = textViewFixture("")
        defer { withExtendedLifetime((host, delegate)) {} }
        view.becomeFirstResponder()
        host.pump()
        #expect(view.selectionViewIfMade?.caret.frame == CGRect(x: 4, y: 8, width: 2, height: Self.font.lineHeight))
        #expect(view.selectionViewIfMade?.caret.isHidden == false)
    }
}
