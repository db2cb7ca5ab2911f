import Foundation
import Testing
import UIKitTesting

/// `UIButton`'s per-state content from before `UIButton.Configuration`: background images,
/// attributed titles, title shadow colours and edge insets.
@Suite @MainActor struct ButtonLegacyStateTests {
    private let plate = UIImage(size: CGSize(width: 120, height: 44), name: "plate")
    private let pressedPlate = UIImage(size: CGSize(width: 120, height: 44), name: "pressed")

    @Test func aBackgroundImage_isDrawnBehindTheContent_fillsTheBounds_andSizesAnEmptyButton() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        let button = UIButton(type: .custom)
        button.setImage(UIImage(size: CGSize(width: 10, height: 10), name: "icon"), for: .normal)
        button.setBackgroundImage(plate, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 10, height: 10))
        button.setImage(nil, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 120, height: 44))
        button.setImage(UIImage(size: CGSize(width: 10, height: 10), name: "icon"), for: .normal)
        button.frame = CGRect(x: 0, y: 100, width: 200, height: 60)
        controller.view.addSubview(button)
        host.pump()
        let background = button.subviews.first as? UIImageView
        #expect(background?.displayedImage?.name == "plate")
        #expect(background?.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(button.subviews.count == 2)
        #expect(button.subviews[1] === button.imageView)
        button.setBackgroundImage(nil, for: .normal)
        #expect(button.subviews.count == 1)
    }

    @Test func backgroundImages_followTheState_fallingBackToNormal() {
        let button = UIButton(type: .system)
        button.setBackgroundImage(plate, for: .normal)
        button.setBackgroundImage(pressedPlate, for: .highlighted)
        #expect(button.backgroundImage(for: .disabled)?.name == "plate")
        #expect(button.currentBackgroundImage?.name == "plate")
        button.isHighlighted = true
        #expect(button.currentBackgroundImage?.name == "pressed")
        #expect((button.subviews.first as? UIImageView)?.displayedImage?.name == "pressed")
        button.isHighlighted = false
        #expect((button.subviews.first as? UIImageView)?.displayedImage?.name == "plate")
    }

    @Test func anAttributedTitle_isShownInsteadOfThePlainTitle_andSizesTheButton() {
        let button = UIButton(type: .system)
        let styled = NSAttributedString(string: "Styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        button.setAttributedTitle(styled, for: .normal)
        #expect(button.titleLabel?.attributedText?.string == "Styled")
        #expect(button.titleLabel?.isHidden == false)
        #expect(button.attributedTitle(for: .selected)?.string == "Styled")
        #expect(button.currentAttributedTitle?.string == "Styled")
        let label = UILabel()
        label.attributedText = styled
        #expect(button.intrinsicContentSize.width == label.intrinsicContentSize.width)
        button.setTitle("Plain", for: .normal)
        #expect(button.titleLabel?.attributedText?.string == "Styled")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain")
    }

    @Test func shadowColoursAndEdgeInsets_areStored_andSayOnceThatTheyAreNotApplied() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let button = UIButton(type: .system)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.gray, for: .highlighted)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
        button.showsTouchWhenHighlighted = true
        button.adjustsImageWhenHighlighted = false
        #expect(button.titleShadowColor(for: .disabled) == .black)
        #expect(button.currentTitleShadowColor == .black)
        #expect(button.titleEdgeInsets.left == 8)
        #expect(button.imageEdgeInsets.right == 8)
        #expect(!button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UIButton.setTitleShadowColor(_:for:) does nothing here: text shadows are stored, not drawn.",
            "ViewControllerKit: UIButton.titleEdgeInsets/imageEdgeInsets does nothing here: they are stored, not applied to the button's layout.",
            "ViewControllerKit: UIButton.showsTouchWhenHighlighted does nothing here: no glow is drawn.",
        ])
    }
}
