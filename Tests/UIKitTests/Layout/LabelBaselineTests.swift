import Testing
import UIKitTesting

/// Labels report their text's baselines to Auto Layout, so `firstBaselineAnchor`
/// constraints align text, not frames.
@Suite @MainActor struct LabelBaselineTests {
    @Test func baselineAlignedLabels_lineUpTheirText() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let small = UILabel(), large = UILabel()
        small.text = "small"
        large.text = "Large"
        large.font = .systemFont(ofSize: 34)
        for label in [small, large] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
            large.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        root.view.layoutIfNeeded()
        // DejaVu Sans ascender is 1901/2048 em: 31.559 at 34 pt, 15.780 at 17 pt.
        let largeBaseline = large.frame.minY + UIFont.systemFont(ofSize: 34).ascender
        let smallBaseline = small.frame.minY + UIFont.systemFont(ofSize: 17).ascender
        // The baselines can only meet to within the pixel grid (⅓ pt on a 3× screen).
        #expect(abs(largeBaseline - smallBaseline) < 1.0 / 3.0)
        #expect(large.frame.minY == 100)
        // 100 + 31.5596 − 15.7798 = 115.7798 pt = 347.34 px → 347 px.
        #expect(small.frame.minY == 347.0 / 3)
    }

    @Test func multilineLabel_isTwoLineHeightsTall_pixelRounded() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Two\nlines"
        label.numberOfLines = 0
        let size = label.intrinsicContentSize
        let font = UIFont.systemFont(ofSize: 17)
        #expect(size.height == (2 * font.lineHeight * 3).rounded(.up) / 3)
    }
}
