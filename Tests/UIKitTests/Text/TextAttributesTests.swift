import Foundation
import Testing
import UIKitTesting

/// UIKit's text attribute types: paragraph styles, underline styles, attachments, shadows.
@Suite @MainActor struct TextAttributeTypesTests {
    @Test func theMutableCopyIdiom_startsFromTheDefaults_andLeavesTheOriginalAlone() {
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(style.baseWritingDirection == .natural)
        style.lineSpacing = 6
        style.alignment = .center
        let frozen = style.copy() as! NSParagraphStyle
        style.alignment = .right
        #expect(frozen.alignment == .center && frozen.lineSpacing == 6)
        #expect(!(frozen is NSMutableParagraphStyle))
        let again = NSMutableParagraphStyle()
        again.setParagraphStyle(frozen)
        #expect(again.isEqual(frozen))
        #expect(!again.isEqual(style))
    }

    @Test func underlineStyles_haveUIKitsRawValues() {
        #expect(NSUnderlineStyle.single.rawValue == 1)
        #expect(NSUnderlineStyle.thick.rawValue == 2)
        #expect(NSUnderlineStyle.double.rawValue == 9)
        #expect(([.single, .patternDash, .byWord] as NSUnderlineStyle).rawValue == 0x8201)
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
    }

    @Test func anAttachmentIsOneReplacementCharacter_carryingIt() {
        let attachment = NSTextAttachment(image: UIImage())
        attachment.bounds = CGRect(x: 0, y: -3, width: 16, height: 16)
        let text = NSAttributedString(attachment: attachment)
        #expect(text.string == "\u{FFFC}")
        #expect(text.length == 1)
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let line = NSMutableAttributedString(attachment: attachment)
        line.append(NSAttributedString(string: " Favourite"))
        #expect(line.string == "\u{FFFC} Favourite")
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == CGSize(width: 0, height: -3))
        #expect(shadow.shadowColor == nil)
    }
}

/// `UIFontDescriptor`: traits, sizes and text styles resolve to the faces drawn here.
@Suite @MainActor struct FontDescriptorTests {
    @Test func symbolicTraits_pickTheBoldAndObliqueFaces_atTheSameSize() {
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(base.pointSize == 17)
        #expect(base.symbolicTraits.isEmpty)
        let bold = UIFont(descriptor: base.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.fontName == "DejaVuSans-Bold" && bold.pointSize == 17)
        let italic = UIFont(descriptor: base.withSymbolicTraits(.traitItalic)!, size: 20)
        #expect(italic.fontName == "DejaVuSans-Oblique" && italic.pointSize == 20)
        let both = UIFont(descriptor: base.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)
        #expect(both.fontName == "DejaVuSans-BoldOblique")
        #expect(both.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.withSymbolicTraits([])
            .map { UIFont(descriptor: $0, size: 0).fontName } == "DejaVuSans")
    }

    @Test func whatNoFaceHas_isNil_asOnIOSWhenNothingMatches() {
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(base.withSymbolicTraits(.traitCondensed) == nil)
        #expect(base.withSymbolicTraits([.traitBold, .traitMonoSpace]) == nil)
        #expect(base.withDesign(.rounded) == nil)
        #expect(base.withDesign(.default) === base)
    }

    @Test func aTextStylesDescriptor_givesItsFont_andABoldOneStillFollowsDynamicType() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.object(forKey: .textStyle) as? UIFont.TextStyle == .body)
        let boldBody = UIFont(descriptor: body.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(boldBody.pointSize == 17)
        #expect(boldBody.fontName == "DejaVuSans-Bold")
        let large = UIFontMetrics.default.scaledFont(for: boldBody, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        #expect(large.fontName == "DejaVuSans-Bold")
        let label = UILabel()
        label.font = boldBody
        label.adjustsFontForContentSizeCategory = true
        #expect(UIFont(descriptor: body, size: 30).pointSize == 30)
    }

    @Test func attributes_roundTrip_andANamedFaceIsUsedAsItIs() {
        let descriptor = UIFontDescriptor(fontAttributes: [
            .family: "DejaVu Sans", .size: 15,
            .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold.rawValue],
        ])
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.pointSize == 15)
        #expect(font.fontName == "DejaVuSans-Bold")                   // semibold: the bold face
        #expect(descriptor.fontAttributes[.family] as? String == "DejaVu Sans")
        let named = UIFont(descriptor: UIFontDescriptor(name: "DejaVuSans-Oblique", size: 11), size: 0)
        #expect(named.fontName == "DejaVuSans-Oblique" && named.pointSize == 11)
        let unknown = UIFont(descriptor: UIFontDescriptor(name: "Avenir-Heavy", size: 14), size: 0)
        #expect(unknown.fontName == "DejaVuSans" && unknown.pointSize == 14)  // not installed: the system font
    }
}

/// Attributed text on labels and fields: the first character's font, colour, alignment and
/// line break mode become the view's (UILabel's documented behaviour); the rest is kept in
/// the string and said once not to be drawn.
@Suite @MainActor struct AttributedLabelTextTests {
    @Test func theParagraphStyleSetsAlignmentAndLineBreakMode() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Centred", attributes: [
            .paragraphStyle: style, .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
        ])
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == .red)
        let field = UITextField()
        field.attributedText = NSAttributedString(string: "Right", attributes: [.paragraphStyle: { let s = NSMutableParagraphStyle(); s.alignment = .right; return s }()])
        #expect(field.textAlignment == .right)
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func undrawnAttributes_areNamedOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue, .paragraphStyle: style])
        text.append(NSAttributedString(string: "world", attributes: [.foregroundColor: UIColor.blue, .kern: 1.5]))
        let label = UILabel()
        label.attributedText = text
        label.attributedText = text
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: Attributed text beyond one font, one colour, alignment and line break mode does nothing here: labels and text fields draw their whole text in the first character's font and colour (here NSKern, NSParagraphStyle spacing and indents, NSUnderline, colours that change along the text are kept in the string, not drawn).",
        ])
        #expect(label.text == "Hello world")
    }
}
