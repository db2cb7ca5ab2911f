import Foundation
import RenderTree

// UIKit's values as render-tree values, lengths rounded to what trees carry (a thousandth
// of a point), so that equal drawings are equal trees and encode to equal bytes.

extension RenderColor {
    /// A dynamic colour is drawn as it resolves with `UITraitCollection.current`: the tree
    /// builder makes each view's traits current while it draws the view.
    init(_ color: UIColor) {
        let c = color.resolvedForCurrentTraits
        self.init(normalizedRed: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    init(_ color: CGColor) {
        self.init(normalizedRed: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }
}

extension RenderRect {
    init(_ rect: CGRect) {
        self.init(x: RenderRounding.length(Double(rect.origin.x)), y: RenderRounding.length(Double(rect.origin.y)),
                  width: RenderRounding.length(Double(rect.size.width)), height: RenderRounding.length(Double(rect.size.height)))
    }
}

extension RenderTransform {
    /// Nil for the identity, which trees leave out.
    static func of(_ t: CGAffineTransform) -> RenderTransform? {
        guard !t.isIdentity else { return nil }
        func r(_ v: CGFloat) -> Double { RenderRounding.length(Double(v)) }
        return RenderTransform(a: r(t.a), b: r(t.b), c: r(t.c), d: r(t.d), tx: r(t.tx), ty: r(t.ty))
    }
}

extension RenderFont {
    init(_ font: UIFont) {
        // The face a font draws with is bold from semibold up (UIFont's rule for DejaVu's two
        // weights); reading the weight, not searching the name, keeps this cheap per frame.
        self.init(family: font.familyName, size: RenderRounding.length(Double(font.pointSize)),
                  bold: font.weight.rawValue >= UIFont.Weight.semibold.rawValue, italic: font.isItalic)
    }
}
