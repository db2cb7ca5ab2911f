import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// `UIListContentConfiguration` presets and the geometry of `UIListContentView`.
@Suite @MainActor struct ListContentConfigurationTests {
    private func laidOut(_ configuration: UIListContentConfiguration, width: CGFloat = 390) -> UIListContentView {
        let view = UIListContentView(configuration: configuration)
        let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
        return view
    }

    @Test func presets_haveTheirTextStylesAndColours() {
        #expect(UIListContentConfiguration.cell().textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(UIListContentConfiguration.cell().secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.font == .preferredFont(forTextStyle: .body))
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.font == .preferredFont(forTextStyle: .footnote))
        #expect(UIListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.plainHeader().textProperties.font == .preferredFont(forTextStyle: .headline))
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font == .systemFont(ofSize: 20, weight: .bold))
        #expect(UIListContentConfiguration.sidebarCell().textProperties.color == .label)
    }

    @Test func cell_oneLine_is44Tall_withTheTextCentredInsideTheMargins() {
        var content = UIListContentConfiguration.cell()
        content.text = "Wi-Fi"
        let view = laidOut(content)
        #expect(view.frame.height == 44)
        #expect(view.textLabel.frame == CGRect(x: 16, y: 12, width: 358, height: 20))
        #expect(view.secondaryTextLabel.isHidden)
    }

    @Test func subtitleCell_stacksTheTexts3ptApart_andGrowsPast44() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Anna"
        content.secondaryText = "Tomorrow"
        let view = laidOut(content)
        // 11 + 20 (body) + 3 + 17⅔ (subheadline, pixel-aligned at 3×) + 11.
        #expect(view.frame.height ≈ (62 + 2.0 / 3))
        #expect(view.textLabel.frame == CGRect(x: 16, y: 11, width: 358, height: 20))
        #expect(view.secondaryTextLabel.frame == CGRect(x: 16, y: 34, width: 358, height: 17 + 2.0 / 3))
    }

    @Test func valueCell_putsTheSecondaryTextAtTheTrailingMargin() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let view = laidOut(content)
        let secondary = view.secondaryTextLabel.frame
        #expect(view.frame.height == 44)
        #expect(secondary.maxX == 374)
        #expect(secondary.minY == 12)
        #expect(view.textLabel.frame == CGRect(x: 16, y: 12, width: 374 - 16 - secondary.width - 8, height: 20))
    }

    @Test func image_takesItsReservedWidth_andTheTextFollowsAfterThePadding() {
        var content = UIListContentConfiguration.cell()
        content.text = "Photos"
        content.image = UIImage(size: CGSize(width: 20, height: 20))
        content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        let view = laidOut(content)
        #expect(view.imageView.frame == CGRect(x: 21, y: 12, width: 20, height: 20))
        #expect(view.textLabel.frame.minX == CGFloat(16 + 30 + 16))
    }

    @Test func imageLargerThanMaximumSize_isScaledDownKeepingItsAspect() {
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(size: CGSize(width: 80, height: 40))
        content.imageProperties.maximumSize = CGSize(width: 40, height: 40)
        let view = laidOut(content)
        #expect(view.imageView.frame.size == CGSize(width: 40, height: 20))
    }

    @Test func groupedHeader_is38AndAThirdTall_andPlainHeader28() {
        var grouped = UIListContentConfiguration.groupedHeader()
        grouped.text = "Network"
        #expect(laidOut(grouped).frame.height == 38 + 1.0 / 3)     // 17 + 15⅓ (footnote) + 6
        var plain = UIListContentConfiguration.plainHeader()
        plain.text = "A"
        #expect(laidOut(plain).frame.height == 28)
    }

    @Test func textTransform_changesTheShownTextOnly() {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Network"
        content.textProperties.transform = .uppercase
        #expect(laidOut(content).textLabel.text == "NETWORK")
        #expect(content.text == "Network")
    }

    @Test func sidebarCell_selected_turnsWhite_andUnselectedStateLeavesItAlone() {
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(content.updated(for: state).textProperties.color == .label)
        state.isSelected = true
        let selected = content.updated(for: state)
        #expect(selected.textProperties.color == .white)
        #expect(selected.imageProperties.tintColor == .white)
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == .label)
    }

    @Test func listContentView_givenAnotherConfigurationType_warnsAndKeepsItsOwn() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
        }
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var content = UIListContentConfiguration.cell()
        content.text = "Kept"
        let view = UIListContentView(configuration: content)
        view.configuration = Other()
        #expect(host.takeDiagnostics().map(\.message) == ["UIListContentView was given a Other; it shows UIListContentConfiguration only"])
        #expect(view.textLabel.text == "Kept")
    }
}
