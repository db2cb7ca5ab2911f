import Foundation
import Testing
import UIKitTesting

/// UIFont's metrics in points: DejaVu Sans font units scaled by size / unitsPerEm (2048).
/// Expected values are the fontTools numbers in `Fixtures/dejavu-reference.json`
/// (ascender 1901, descender −483, line gap 0, H top 1493, x top 1120) times 17 / 2048.
@Suite struct UIFontTests {
    @Test func systemFont17_metrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.fontName == "DejaVuSans")
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.ascender == CGFloat(1901) * 17 / 2048)       // 15.7797…
        #expect(font.descender == CGFloat(-483) * 17 / 2048)      // −4.0092…
        #expect(font.leading == 0)
        #expect(font.lineHeight == CGFloat(2384) * 17 / 2048)     // 19.7890625
        #expect(font.capHeight == CGFloat(1493) * 17 / 2048)      // 12.3930…
        #expect(font.xHeight == CGFloat(1120) * 17 / 2048)        // 9.296875
    }

    @Test func weights_mapToDejaVuFaces() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .black).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "DejaVuSans")
        #expect(UIFont.systemFont(ofSize: 12, weight: .light).fontName == "DejaVuSans")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVuSans-Oblique")
    }

    @Test(arguments: [
        (UIFont.TextStyle.largeTitle, 34.0, "DejaVuSans"), (.title1, 28, "DejaVuSans"), (.title2, 22, "DejaVuSans"),
        (.title3, 20, "DejaVuSans"), (.headline, 17, "DejaVuSans-Bold"), (.body, 17, "DejaVuSans"),
        (.callout, 16, "DejaVuSans"), (.subheadline, 15, "DejaVuSans"), (.footnote, 13, "DejaVuSans"),
        (.caption1, 12, "DejaVuSans"), (.caption2, 11, "DejaVuSans"),
    ])
    func preferredFont_usesUIKitDefaultSizesAtLargeCategory(style: UIFont.TextStyle, size: Double, name: String) {
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == CGFloat(size))
        #expect(font.fontName == name)
    }

    @Test func fontByName_acceptsDejaVuNames_andRejectsUnknown() {
        #expect(UIFont(name: "DejaVuSans-Bold", size: 10)?.fontName == "DejaVuSans-Bold")
        #expect(UIFont(name: "DejaVu Sans Bold Oblique", size: 10)?.fontName == "DejaVuSans-BoldOblique")
        #expect(UIFont(name: "DejaVu Sans", size: 10)?.fontName == "DejaVuSans")
        #expect(UIFont(name: "Helvetica-Neue-Nope", size: 10) == nil)
        #expect(UIFont(name: "../etc/passwd", size: 10) == nil)
    }

    @Test func withSize_keepsFace_andEqualityIsNameAndSize() {
        let bold = UIFont.boldSystemFont(ofSize: 12)
        #expect(bold.withSize(20) == UIFont.boldSystemFont(ofSize: 20))
        #expect(bold.withSize(20) != UIFont.systemFont(ofSize: 20))
        #expect(bold.withSize(20).lineHeight == CGFloat(2384) * 20 / 2048)
        #expect(UIFont.familyNames == ["DejaVu Sans"])
    }
}
