import Foundation
import Testing
import UIKitTesting

/// UIButton sizes on a 3× screen. A classic button's title is the system font at 15 pt:
/// "Button" is 6860 × 15 / 2048 = 50.24 → 50 1/3 wide, its line 2384 × 15 / 2048 = 17.46
/// → 17 2/3 tall, plus UIKit's 6 pt above and below. A configuration button's title is
/// body (17 pt): 6860 × 17 / 2048 = 56.94 → 57 by 20, plus insets (7, 12, 7, 12).
@Suite @MainActor struct UIButtonTests {
    @Test func systemButton_intrinsicSize_isTitlePlusSixPointsAboveAndBelow() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: 151.0 / 3, height: 89.0 / 3))
        #expect(button.tintColor == .systemBlue && button.currentTitleColor == .systemBlue)
    }

    @Test func contentEdgeInsets_replaceTheBuiltInPadding() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 10, bottom: 0.01, right: 10)
        // 17 2/3 + 0.02 → 17.6867 → 17 2/3 + 1/3 on the pixel grid; 50 1/3 + 20.
        #expect(button.intrinsicContentSize == CGSize(width: 211.0 / 3, height: 54.0 / 3))
    }

    @Test func emptyButton_is30By34_andCloseButtonIsItsImage() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func imageAndTitle_sitSideBySide_centredInBounds() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20), name: "icon"), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 211.0 / 3, height: 32))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        // Content 70 1/3 × 20 centred in (0 6; 100 28): x = 14.83 (44.5 px, which rounds to
        // 44 px in binary floating point) → 14 2/3; y = 10.
        let image = try #require(button.imageView?.frame)
        #expect(image == CGRect(x: 44.0 / 3, y: 10, width: 20, height: 20))
        // The title is centred on the image: (20 − 17 2/3) / 2 = 1.17 pt = 3.5 px → 3 px.
        let title = try #require(button.titleLabel?.frame)
        #expect(title == CGRect(x: 44.0 / 3 + 20, y: 11, width: 151.0 / 3, height: 53.0 / 3))
        #expect(button.subviews == [button.imageView, button.titleLabel])
    }

    @Test func perStateTitles_fallBackToNormal_andFollowState() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let button = UIButton(type: .system)
        button.setTitle("A", for: .normal)
        button.setTitle("B", for: .highlighted)
        #expect(button.currentTitle == "A")
        button.isHighlighted = true
        #expect(button.currentTitle == "B")
        #expect(button.titleLabel?.text == "B")
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.currentTitle == "A")
        #expect(button.title(for: .selected) == "A")
    }

    @Test func primaryAction_titlesTheButton_andRunsOnPrimaryActionTriggered() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Go")
        button.sendActions(for: .touchUpInside)
        #expect(runs == 0)
        button.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }

    @Test func filledConfiguration_medium_isBodyTitlePlusDefaultInsets() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 17))
        #expect(button.intrinsicContentSize == CGSize(width: 81, height: 34))
        #expect(button.currentTitleColor == .white)
        #expect(button.backgroundColor == .systemBlue)
    }

    @Test func configuration_largeSize_imagePadding_andSubtitle() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Button"
        configuration.buttonSize = .large
        #expect(UIButton(configuration: configuration).intrinsicContentSize == CGSize(width: 97, height: 48))
        configuration.buttonSize = .medium
        configuration.image = UIImage(size: CGSize(width: 20, height: 20), name: "icon")
        configuration.imagePadding = 8
        #expect(UIButton(configuration: configuration).intrinsicContentSize == CGSize(width: 109, height: 34))
        configuration.image = nil
        configuration.subtitle = "Sub"
        // Subtitle in footnote (13 pt): 2384 × 13 / 2048 = 15.13 → 15 1/3 under the 20 pt title.
        let button = UIButton(configuration: configuration)
        #expect(button.intrinsicContentSize == CGSize(width: 81, height: 148.0 / 3))
        #expect(button.subtitleLabel?.text == "Sub")
    }

    @Test func explicitContentInsets_surviveSizeChanges() {
        var configuration = UIButton.Configuration.gray()
        configuration.contentInsets = .zero
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == .zero)
    }
}
