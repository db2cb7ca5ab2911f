import CatalogScreens
import Foundation
import Testing
import UIKitTesting
@testable import UIKitWeb

/// The page's keys, typed into the first responder on the software keyboard's path
/// (docs/BrowserHost.md, "Protocol": `key`), and the panel's editing trace.
@Suite @MainActor struct WebKeyboardTests {
    typealias Message = ViewControllerKit.WebMessage
    let app = ViewControllerKit.WebApp(name: "Catalog") { CatalogHome.make() }

    private func refusal(_ text: String) -> ViewControllerKit.WebMessageError? {
        do { _ = try Message.parse(text); return nil } catch { return error }
    }

    @Test func keyMessages_acceptOneCharacterReturnAndDelete() throws {
        #expect(try Message.parse(#"{"type":"key","key":"a"}"#) == .key(.character("a")))
        #expect(try Message.parse(#"{"type":"key","key":" "}"#) == .key(.character(" ")))
        #expect(try Message.parse(#"{"type":"key","key":"é"}"#) == .key(.character("é")))
        #expect(try Message.parse(#"{"type":"key","key":"👩‍💻"}"#) == .key(.character("👩‍💻")))
        #expect(try Message.parse(#"{"type":"key","key":"Enter"}"#) == .key(.return))
        #expect(try Message.parse(#"{"type":"key","key":"Backspace"}"#) == .key(.delete))
    }

    @Test func keyMessages_refuseOtherKeys() {
        for key in ["ArrowLeft", "Shift", "F5", "Tab", "Escape", "ab", "", "\\u0007", "\\n", "enter"] {
            #expect(refusal(#"{"type":"key","key":"\#(key)"}"#) == .outOfRange("key"), "\(key)")
        }
        #expect(refusal(#"{"type":"key","key":"a","code":"KeyA"}"#) == .unknownField("code"))
        #expect(refusal(#"{"type":"key"}"#) == .missingField("key"))
        #expect(refusal(#"{"type":"key","key":7}"#) == .wrongType("key"))
        #expect(refusal(#"{"type":"key","key":""# + String(repeating: "x", count: 33) + #""}"#) == .outOfRange("key"))
    }

    private func tick(_ session: ViewControllerKit.WebSession, _ count: Int = 1) {
        for _ in 0..<count { session.tick(elapsed: 1.0 / 60) }
    }

    private func tap(_ session: ViewControllerKit.WebSession, x: Double, y: Double) {
        session.receive(#"{"type":"pointer","phase":"down","id":1,"x":\#(x),"y":\#(y)}"#)
        tick(session, 3)
        session.receive(#"{"type":"pointer","phase":"up","id":1,"x":\#(x),"y":\#(y)}"#)
        tick(session, 40)
    }

    private func key(_ session: ViewControllerKit.WebSession, _ key: String) {
        session.receive(WebJSON.object(["type": "key", "key": .string(key)]))
        tick(session)
    }

    /// Opens the catalog's text field screen and taps the field: it becomes first responder.
    private func focusedTextField(_ session: ViewControllerKit.WebSession) throws -> UITextField {
        tick(session)
        tap(session, x: 120, y: 170 + 3 * 56 + 22)   // "Text field", the fourth button
        let screen = try #require((session.host.window.rootViewController as? UINavigationController)?.topViewController)
        #expect(screen.title == "Text Field")
        let field = try #require(screen.view.subviews.compactMap { $0 as? UITextField }.first)
        tap(session, x: 170, y: 187)
        #expect(field.isFirstResponder)
        return field
    }

    /// Keys from the page go through the keyboard's keystroke path: the delegate is told,
    /// `.editingChanged` updates the greeting, Return asks `textFieldShouldReturn` (which
    /// resigns); the panel lists UIKit's editing notifications; the drawing follows.
    @Test func keysTypeIntoTheFirstResponder_andThePanelTracesTheEditing() throws {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        let field = try focusedTextField(session)
        _ = outbox.take()
        for k in ["A", "d", "a", "x", "Backspace"] { key(session, k) }
        #expect(field.text == "Ada")
        let typed = outbox.take()
        #expect(typed.ofType("error").isEmpty)
        #expect(typed.ofType("frame").contains { ($0["diff"] as? [String: Any]).map { "\($0)".contains("Hello, Ada") } ?? false })
        key(session, "Enter")
        let name = #"UITextField "textfield.name""#
        let screen = try #require(field.delegate as? UIViewController)
        let trace = screen.view.subviews.compactMap { $0 as? UILabel }.first { $0.accessibilityIdentifier == "textfield.trace" }
        #expect(trace?.text == "delegate: didBeginEditing, shouldReturn, didEndEditing")
        #expect(!field.isFirstResponder)
        #expect(typed.lifecycleLines == [
            "\(name): textDidChange \"A\"", "\(name): textDidChange \"Ad\"", "\(name): textDidChange \"Ada\"",
            "\(name): textDidChange \"Adax\"", "\(name): textDidChange \"Ada\"",
        ])
        #expect(outbox.take().lifecycleLines == ["\(name): textDidEndEditing"])
        // With nothing first responder a key has nowhere to go: listed, not refused.
        key(session, "z")
        let after = outbox.take()
        #expect(after.ofType("error").isEmpty)
        #expect(after.lifecycleLines == [#"key "z": no text field or text view has the keyboard"#])
        #expect(field.text == "Ada")
    }

    /// The notification center is the process's: another tab's typing is not in this panel.
    @Test func editingInOneSession_isNotListedInAnother() throws {
        let outbox = Outbox(), otherBox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        let other = ViewControllerKit.WebSession(id: 2, app: app, send: otherBox.send)
        defer { session.close(); other.close() }
        tick(other)
        let field = try focusedTextField(session)
        #expect(outbox.take().lifecycleLines.contains(#"UITextField "textfield.name": textDidBeginEditing"#))
        key(session, "q")
        tick(other)
        #expect(field.text == "q")
        #expect(!otherBox.take().lifecycleLines.contains { $0.contains("textfield") })
    }

    /// A refused key is answered with an error and the session goes on.
    @Test func refusedKey_getsAnErrorReply_andTheSessionGoesOn() throws {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        let field = try focusedTextField(session)
        _ = outbox.take()
        key(session, "ArrowLeft")
        key(session, "b")
        let messages = outbox.take()
        #expect(messages.ofType("error").map { $0["code"] as? String } == ["out-of-range"])
        #expect(field.text == "b")
    }
}
