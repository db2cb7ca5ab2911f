import Foundation
import Testing
import UIKitTesting

/// NSStringDrawing on Linux: fractional sizes (not rounded, as on iOS), `.font` attribute.
@Suite struct StringMeasurementTests {
    let font = UIFont.systemFont(ofSize: 17)

    @Test func sizeWithAttributes_isUnroundedAdvanceSum() {
        // "Hello" is 5191 font units wide (fontTools/HarfBuzz), 2384 units tall (hhea).
        #expect("Hello".size(withAttributes: [.font: font]) == CGSize(width: 5191.0 * 17 / 2048, height: 2384.0 * 17 / 2048))
        #expect(("Hello" as NSString).size(withAttributes: [.font: font]).width == 5191.0 * 17 / 2048)
        // Without a font attribute the system font at 12 pt is used.
        #expect("Hello".size(withAttributes: nil).width == 5191.0 * 12 / 2048)
    }

    @Test func boundingRect_wrapsOnlyWithLineFragmentOrigin() {
        let size = CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)
        let wrapped = "Hello world".boundingRect(with: size, options: .usesLineFragmentOrigin,
                                                 attributes: [.font: font], context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 5639.0 * 17 / 2048, height: 2 * 2384.0 * 17 / 2048))
        let single = "Hello world".boundingRect(with: size, options: [], attributes: [.font: font], context: nil)
        #expect(single.size == CGSize(width: 11481.0 * 17 / 2048, height: 2384.0 * 17 / 2048))
    }

    @Test func attributedString_usesItsFont() {
        let text = NSAttributedString(string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(text.size().width == CGFloat(DejaVuReference.shared["DejaVuSans-Bold"].widths["Hello"]!) * 17 / 2048)
    }
}
