import Testing
import UIKitTesting
@testable import UIKit

/// Views with text report baselines through the internal offsets a label overrides.
@MainActor
final class TextLikeView: UIView {
    var ascent: CGFloat
    var height: CGFloat
    init(ascent: CGFloat, height: CGFloat) {
        self.ascent = ascent
        self.height = height
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not decoded") }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: height) }
    override var firstBaselineOffsetFromTop: CGFloat? { ascent }
    override var lastBaselineOffsetFromBottom: CGFloat? { height - ascent }
}

@Suite @MainActor struct BaselineTests {
    @Test func firstBaselineStack_alignsBaselines_tallestAscentAtTheTop() {
        let host = HeadlessHost()
        let small = TextLikeView(ascent: 10, height: 14), large = TextLikeView(ascent: 30, height: 40)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.frame = CGRect(x: 0, y: 0, width: 80, height: 100)
        stack.layoutIfNeeded()
        #expect(large.frame == CGRect(x: 40, y: 0, width: 40, height: 40))
        #expect(small.frame == CGRect(x: 0, y: 20, width: 40, height: 14))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func changedBaseline_reinstallsConstraintsOnInvalidate() {
        let host = HeadlessHost()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let text = TextLikeView(ascent: 10, height: 14)
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([text.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                                     text.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(text.frame.minY == 40)
        text.ascent = 20
        text.height = 30
        text.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 0, y: 30, width: 40, height: 30))
        #expect(host.diagnostics.isEmpty)
    }
}
