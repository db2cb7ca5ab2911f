import Foundation
import Testing
import UIKitTesting

/// `UIScrollView.keyboardDismissMode` (Apple's documentation: `.onDrag` dismisses the
/// keyboard when a drag begins, `.interactive` as the drag pulls it down; `.none` keeps it).
/// Not a numbered UIKIT-SEMANTICS rule.
@Suite @MainActor struct ScrollViewKeyboardDismissTests {
    /// A scroll view of tall content with a text field in it, the field being edited.
    private func editing(_ mode: UIScrollView.KeyboardDismissMode) throws -> (ScrollScene, UITextField) {
        let scene = ScrollScene()
        scene.scrollView.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.accessibilityIdentifier = "field"
        scene.scrollView.addSubview(field)
        scene.host.pump()
        try scene.host.tap(identifier: "field")
        scene.host.runUntilIdle()
        #expect(field.isFirstResponder)
        return (scene, field)
    }

    @Test func onDrag_endsEditingWhenTheDragBegins_eitherWay() throws {
        for (from, to) in [(CGPoint(x: 150, y: 400), CGPoint(x: 150, y: 250)), (CGPoint(x: 150, y: 250), CGPoint(x: 150, y: 400))] {
            let (scene, field) = try editing(.onDrag)
            scene.host.swipe(from: from, to: to, duration: 0.2, steps: 4)
            #expect(!field.isFirstResponder)
            scene.host.runUntilIdle()
            #expect(scene.host.keyboard.phase == .hidden)
        }
    }

    @Test func interactive_endsEditingOnlyForADownwardDrag_andNoneNever() throws {
        let (up, upField) = try editing(.interactive)
        up.host.swipe(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 250), duration: 0.2, steps: 4)
        #expect(upField.isFirstResponder)
        let (down, downField) = try editing(.interactive)
        down.host.swipe(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 400), duration: 0.2, steps: 4)
        #expect(!downField.isFirstResponder)
        let (none, noneField) = try editing(.none)
        none.host.swipe(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 400), duration: 0.2, steps: 4)
        #expect(noneField.isFirstResponder)
    }
}
