import Foundation
import Testing
import UIKitTesting

/// Dynamic Type: text-style sizes per content size category, UIFontMetrics, and views that
/// adjust their font when the category changes.
///
/// Expected point sizes are Apple's Human Interface Guidelines table "iOS, iPadOS Dynamic
/// Type sizes" (developer.apple.com/design/human-interface-guidelines/typography), columns
/// xSmall … xxxLarge, AX1 … AX5.
@Suite @MainActor struct DynamicTypeTests {
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    @Test(arguments: [
        (UIFont.TextStyle.body, [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ])
    func preferredFont_followsHIGTable_perCategory(style: UIFont.TextStyle, sizes: [Double]) {
        let measured = Self.categories.map {
            Double(UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)).pointSize)
        }
        #expect(measured == sizes)
    }

    @Test func preferredFont_withoutTraits_usesTheScreensCategory() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection()).pointSize == 38)
        // The traits' own category wins over the screen's.
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small)).pointSize == 15)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "DejaVuSans-Bold")
    }

    @Test func fontMetrics_scaleAlongTheStylesCurve() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let base = UIFont.systemFont(ofSize: 34)
        // body: 17 → 23 at xxxLarge, 53 at AX5.
        #expect(UIFontMetrics.default.scaledFont(for: base, compatibleWith: xxxl).pointSize == 46)   // 34 × 23 / 17
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 22, compatibleWith: ax5) == 80)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: base, maximumPointSize: 40, compatibleWith: ax5).pointSize == 40)
        #expect(UIFontMetrics.default.scaledFont(for: base, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize == 34)
        #expect(UIFontMetrics.default.scaledFont(for: UIFont.boldSystemFont(ofSize: 10), compatibleWith: ax5).fontName == "DejaVuSans-Bold")
    }

    @Test func fontMetrics_withoutTraits_useTheScreensCategory() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFontMetrics.default.scaledValue(for: 34) == 28)
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 0).pointSize == 31)
    }

    /// A label that adjusts follows the screen's text size: the font is re-made at the
    /// category's size before `traitCollectionDidChange`, its intrinsic size is that of the
    /// same text in a fixed font of that size, and Auto Layout re-places it.
    @Test func label_adjustingFont_followsContentSizeCategoryChange() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        let label = FontRecordingLabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
        ])
        host.show(root)
        // "Hello" is 5191 font units wide and a line 2384 high (DejaVu Sans, 2048 per em),
        // rounded up to the screen's pixels (@3x): 43.09 → 43⅓, 19.79 → 20 at 17 pt.
        #expect(label.intrinsicContentSize == CGSize(width: 130.0 / 3, height: 20))
        #expect(label.frame == CGRect(x: 10, y: 100, width: 130.0 / 3, height: 20))

        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        host.runUntilIdle()
        #expect(label.font.pointSize == 53)
        #expect(label.fontSizesSeenInTraitCollectionDidChange == [53])
        let fixed = UILabel()
        fixed.text = "Hello"
        fixed.font = .systemFont(ofSize: 53)
        #expect(label.intrinsicContentSize == fixed.intrinsicContentSize)
        // At 53 pt: 134.34 → 134⅔ wide, 61.70 → 62 high.
        #expect(label.intrinsicContentSize == CGSize(width: 404.0 / 3, height: 62))
        #expect(label.frame == CGRect(x: 10, y: 100, width: 404.0 / 3, height: 62))

        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .large)
        host.runUntilIdle()
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.fontSizesSeenInTraitCollectionDidChange == [53, 17])
        #expect(label.frame == CGRect(x: 10, y: 100, width: 130.0 / 3, height: 20))
    }

    @Test func label_notAdjusting_keepsItsFont() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        let label = UILabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body)
        root.view.addSubview(label)
        host.show(root)
        let before = label.intrinsicContentSize
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        host.runUntilIdle()
        #expect(label.font.pointSize == 17)
        #expect(label.intrinsicContentSize == before)
    }

    @Test func label_adjusting_fixedSizeFont_keepsItsFont() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.adjustsFontForContentSizeCategory = true
        root.view.addSubview(label)
        host.show(root)
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        host.runUntilIdle()
        #expect(label.font.pointSize == 17)
    }

    @Test func textFieldAndTextView_adjust_withUIFontMetricsFonts() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        let field = UITextField()
        field.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 60)
        field.adjustsFontForContentSizeCategory = true
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .caption1)
        textView.adjustsFontForContentSizeCategory = true
        root.view.addSubview(field)
        root.view.addSubview(textView)
        host.show(root)
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        host.runUntilIdle()
        #expect(field.font?.pointSize == 46)       // 34 × 23 / 17
        #expect(textView.font?.pointSize == 18)
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        host.runUntilIdle()
        #expect(field.font?.pointSize == 60)       // 106 capped at 60
        #expect(textView.font?.pointSize == 43)
    }

    @Test func didChangeNotification_postedWithTheNewCategory_onlyWhenItChanges() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var received: [UIContentSizeCategory] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: host.application, queue: nil
        ) { note in
            let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { received.append(value ?? .unspecified) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        host.screen.systemOverrides.userInterfaceStyle = .dark
        host.screen.systemOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(received == [.extraLarge, .accessibilityLarge])
        #expect(host.application.preferredContentSizeCategory == .accessibilityLarge)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.extraSmall < .small && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    }
}

private final class FontRecordingLabel: UILabel {
    var fontSizesSeenInTraitCollectionDidChange: [CGFloat] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        fontSizesSeenInTraitCollectionDidChange.append(font.pointSize)
    }
}
