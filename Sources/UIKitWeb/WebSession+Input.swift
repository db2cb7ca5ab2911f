import Foundation
import UIKitHeadless

/// The page's pointers and wheel, turned into what a device would get. Pointers take the
/// test host's touch path (``HeadlessHost/touchDown(at:)`` and its siblings): queued on
/// the run loop, delivered through `UIApplication.sendEvent(_:)`, hit-tested, seen by
/// gesture recognizers with the session clock's timestamps.
extension ViewControllerKit.WebSession {
    private static var inputLocation: HostSourceLocation {
        HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }

    /// At most this many fingers down at once (a device tracks a handful).
    static let maxPointers = 10

    func handlePointer(_ phase: ViewControllerKit.WebMessage.PointerPhase, pointer: Int, at point: CGPoint) throws(ViewControllerKit.WebMessageError) {
        switch phase {
        case .down:
            guard pointers[pointer] == nil else { throw .unknownID("pointer \(pointer) is already down") }
            guard pointers.count < Self.maxPointers else { throw .outOfRange("id") }
            pointers[pointer] = host.touchDown(at: point, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        case .move:
            guard let touch = pointers[pointer] else { throw .unknownID("pointer \(pointer)") }
            host.touchMove(touch, to: point)
        case .up:
            guard let touch = pointers.removeValue(forKey: pointer) else { throw .unknownID("pointer \(pointer)") }
            host.touchUp(touch, at: point)
        case .cancel:
            guard let touch = pointers.removeValue(forKey: pointer) else { throw .unknownID("pointer \(pointer)") }
            host.touchCancel(touch)
        }
    }

    /// Scrolls the scroll view under `point` (the nearest one up from the hit view) by
    /// `delta`, clamped to its content as a drag that ends without bouncing would leave it.
    func scroll(at point: CGPoint, by delta: CGPoint) {
        host.step(at: Self.inputLocation) {
            var view = host.window.hitTest(point, with: nil)
            while let current = view, !(current is UIScrollView) { view = current.superview }
            guard let scrollView = view as? UIScrollView else { return }
            let inset = scrollView.adjustedContentInset
            let size = scrollView.bounds.size
            let maxX = max(-inset.left, scrollView.contentSize.width + inset.right - size.width)
            let maxY = max(-inset.top, scrollView.contentSize.height + inset.bottom - size.height)
            let target = CGPoint(x: min(max(scrollView.contentOffset.x + delta.x, -inset.left), maxX),
                                 y: min(max(scrollView.contentOffset.y + delta.y, -inset.top), maxY))
            scrollView.setContentOffset(target, animated: false)
        }
    }
}

/// The page's keys, typed on the software keyboard: the same keystrokes a test types with
/// `host.type(_:)`, `tapReturn()` and `tapDelete()` (each an event that calls the first
/// responder's `insertText(_:)` or `deleteBackward()`, so the delegate is asked and the
/// change reported). With no text input first responder the key is listed in the panel.
extension ViewControllerKit.WebSession {
    func type(_ key: ViewControllerKit.WebMessage.Key) {
        do {
            switch key {
            case .character(let character): try host.type(String(character))
            case .return: try host.tapReturn()
            case .delete: try host.tapDelete()
            }
        } catch {
            note("key \(key.panelName): no text field or text view has the keyboard")
        }
    }
}

extension ViewControllerKit.WebMessage.Key {
    /// How the panel names the key.
    var panelName: String {
        switch self {
        case .character(let character): "\"\(character)\""
        case .return: "return"
        case .delete: "delete"
        }
    }
}
