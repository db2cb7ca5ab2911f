import Foundation
import Testing
import UIKit
import UIKitTesting

// Attributed text written the way iOS apps write it (a profile header: a centred,
// line-spaced title, an underlined link-style button title, a star icon attachment, a
// bold-italic variant of a Dynamic Type font), unchanged: it must compile, and run.

final class ProfileHeaderView: UIView {
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    let linkButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        let paragraph = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        paragraph.alignment = .center
        paragraph.lineSpacing = 4
        paragraph.lineBreakMode = .byTruncatingTail
        titleLabel.numberOfLines = 0
        titleLabel.attributedText = NSAttributedString(string: "Jane Appleseed", attributes: [
            .font: UIFont.preferredFont(forTextStyle: .title2),
            .foregroundColor: UIColor.label,
            .paragraphStyle: paragraph,
            .kern: 0.4,
        ])
        let star = NSTextAttachment()
        star.image = UIImage(systemName: "star.fill")?.withTintColor(.systemYellow)
        star.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
        let badge = NSMutableAttributedString(attachment: star)
        badge.append(NSAttributedString(string: " Top contributor", attributes: [
            .font: Self.emphasised(.footnote),
            .baselineOffset: 1,
        ]))
        badgeLabel.attributedText = badge
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowBlurRadius = 2
        linkButton.setAttributedTitle(NSAttributedString(string: "Edit profile", attributes: [
            .underlineStyle: NSUnderlineStyle.single.rawValue,
            .underlineColor: UIColor.systemBlue,
            .shadow: shadow,
            .link: URL(string: "app://profile/edit")!,
        ]), for: .normal)
        let stack = UIStackView(arrangedSubviews: [titleLabel, badgeLabel, linkButton])
        stack.axis = .vertical
        stack.frame = bounds
        addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func emphasised(_ style: UIFont.TextStyle) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        guard let bolder = descriptor.withSymbolicTraits([.traitBold, .traitItalic]) else {
            return UIFont.preferredFont(forTextStyle: style)
        }
        let rounded = bolder.withDesign(.rounded) ?? bolder
        return UIFont(descriptor: rounded, size: 0)
    }
}

@Suite @MainActor struct TypicalAttributedTextCodeTests {
    @Test func theHeaderTakesItsAlignmentFromTheParagraphStyle_andSaysWhatIsNotDrawn() {
        let host = HeadlessHost()
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        host.show(UIViewController())
        host.window.rootViewController!.view.addSubview(header)
        #expect(header.titleLabel.textAlignment == .center)
        #expect(header.titleLabel.lineBreakMode == .byTruncatingTail)
        #expect(header.badgeLabel.text == "\u{FFFC} Top contributor")
        #expect(ProfileHeaderView.emphasised(.footnote).fontName == "DejaVuSans-BoldOblique")
        #expect(host.takeDiagnostics().map(\.message).contains { $0.hasPrefix("ViewControllerKit: Attributed text beyond one font") })
    }
}
