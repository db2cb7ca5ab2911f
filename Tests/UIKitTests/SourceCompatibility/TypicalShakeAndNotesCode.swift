import Foundation
import Testing
import UIKit
import UIKitTesting

// A notes screen as iOS apps write it: a text view set up like a label (no padding, no
// insets, a line limit), typing attributes, link detection, and shake to clear. The point is
// that it compiles unchanged; the suite below runs it once.

final class ShakeNotesViewController: UIViewController, UITextViewDelegate {
    let notes = UITextView()
    private(set) var clears = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        notes.textContainerInset = .zero
        notes.textContainer.lineFragmentPadding = 0
        notes.textContainer.maximumNumberOfLines = 3
        notes.textContainer.lineBreakMode = .byTruncatingTail
        notes.typingAttributes = [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.label]
        notes.dataDetectorTypes = [.link, .phoneNumber]
        notes.isEditable = true
        notes.delegate = self
        notes.frame = view.bounds.insetBy(dx: 16, dy: 120)
        view.addSubview(notes)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake, event?.type == .motion else { return super.motionEnded(motion, with: event) }
        notes.text = ""
        clears += 1
    }
}

@Suite @MainActor struct TypicalShakeAndNotesCode {
    @Test func shakingClearsTheNotes() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = ShakeNotesViewController()
        host.show(screen)
        screen.notes.text = "Call 555-0100"
        host.shake()
        #expect(screen.clears == 1 && screen.notes.text == "")
    }
}
