import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `tintColor` inheritance, `tintAdjustmentMode` and `tintColorDidChange()`, as Apple's UIView
/// documentation describes them: the tint and its mode are inherited down the hierarchy;
/// `.automatic` takes the closest ancestor's mode (`.normal` at the top); a dimmed tint is
/// drawn greyed; `tintColorDidChange()` is called when either changes for the view, including
/// when it moves under a different tint. Not a numbered UIKIT-SEMANTICS rule.
@Suite @MainActor struct TintAdjustmentTests {
    final class Log { var entries: [String] = [] }

    final class TintView: UIView {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func tintColorDidChange() {
            super.tintColorDidChange()
            log.entries.append("\(name) \(tintAdjustmentMode == .dimmed ? "dimmed" : "normal")")
        }
    }

    /// parent ⊃ child ⊃ grandchild, and parent ⊃ own (which has its own tint).
    static func tree(_ log: Log) -> (TintView, TintView, TintView, TintView) {
        let parent = TintView("parent", log), child = TintView("child", log)
        let grandchild = TintView("grandchild", log), own = TintView("own", log)
        own.tintColor = .red
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.addSubview(own)
        log.entries.removeAll()
        return (parent, child, grandchild, own)
    }

    @Test func defaults_systemBlueAndNormal_andTheModeReadsAsTheOneInEffect() {
        let view = UIView()
        #expect(view.tintColor == .systemBlue)
        #expect(view.tintAdjustmentMode == .normal)
        view.tintAdjustmentMode = .automatic
        #expect(view.tintAdjustmentMode == .normal)
    }

    @Test func settingTheTint_tellsTheViewAndTheDescendantsThatInheritIt() {
        let log = Log()
        let (parent, _, grandchild, own) = Self.tree(log)
        parent.tintColor = .green
        #expect(log.entries == ["parent normal", "child normal", "grandchild normal"])
        #expect(grandchild.tintColor == .green && own.tintColor == .red)
    }

    @Test func dimmed_greysTheTintOfTheSubtree_andTellsEveryViewThatFollows() {
        let log = Log()
        let (parent, child, grandchild, own) = Self.tree(log)
        child.tintAdjustmentMode = .normal
        log.entries.removeAll()
        parent.tintAdjustmentMode = .dimmed
        // The child keeps its own .normal, so its subtree is not told.
        #expect(log.entries == ["parent dimmed", "own dimmed"])
        #expect(grandchild.tintAdjustmentMode == .normal && grandchild.tintColor == .systemBlue)
        // Red (1, 0, 0) greys to its luma, 0.2126.
        #expect(own.tintColor == UIColor(white: 0.2126, alpha: 1))
        var white: CGFloat = 0
        _ = parent.tintColor.getWhite(&white, alpha: nil)
        var blueLuma: CGFloat = 0
        _ = UIColor.systemBlue.getWhite(&blueLuma, alpha: nil)
        #expect(abs(white - blueLuma) < 1e-12)
        child.tintAdjustmentMode = .automatic
        #expect(log.entries.suffix(2) == ["child dimmed", "grandchild dimmed"])
    }

    @Test func movingUnderADifferentTint_tellsTheMovedSubtree_butNotUnderTheSameOne() {
        let log = Log()
        let (parent, _, _, _) = Self.tree(log)
        let other = UIView()
        other.addSubview(parent)          // the same blue, normal: nothing changes
        #expect(log.entries.isEmpty)
        let purple = UIView()
        purple.tintColor = .purple
        purple.addSubview(parent)
        #expect(log.entries == ["parent normal", "child normal", "grandchild normal", "own normal"])
    }

    @Test func aDimmedSubtreeMovedUnderTheSameDimmedTint_isNotToldAgain() {
        let log = Log()
        let (parent, _, _, _) = Self.tree(log)
        let first = UIView(), second = UIView()
        first.tintAdjustmentMode = .dimmed
        second.tintAdjustmentMode = .dimmed
        first.addSubview(parent)
        #expect(log.entries == ["parent dimmed", "child dimmed", "grandchild dimmed", "own dimmed"])
        log.entries.removeAll()
        second.addSubview(parent)
        #expect(log.entries.isEmpty)
    }

    @Test func labelShadow_isKept_andSaidOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        host.show(UIViewController())
        host.window.rootViewController!.view.addSubview(label)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 1, height: 1)
        label.shadowColor = .gray
        #expect(label.shadowOffset == CGSize(width: 1, height: 1))
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UILabel.shadowColor does nothing here: text is drawn without a shadow."])
    }
}
