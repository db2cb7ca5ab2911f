import Foundation
import RenderTree

/// A view that draws something besides its subviews and layer properties: text, an image,
/// chrome. The builder asks it after filling in the layer's values, before the children.
@MainActor
protocol RenderedContentProviding {
    /// Sets the node's ``RenderNode/text``, ``RenderNode/image`` or ``RenderNode/fills``,
    /// in the view's own coordinates (`bounds` is the drawn bounds).
    func renderContent(into node: inout RenderNode, bounds: CGRect)
}

extension UILabel: RenderedContentProviding {
    /// The lines of ``renderedLines`` in ``renderedFont``: the text block centred
    /// vertically in the bounds (top-aligned when taller, as UILabel draws), each line
    /// placed by the text alignment.
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        let lines = renderedLines
        guard !lines.isEmpty else { return }
        let font = renderedFont
        let blockHeight = CGFloat(lines.count) * font.lineHeight
        let top = blockHeight < bounds.height ? (bounds.height - blockHeight) / 2 : 0
        var placed: [RenderTextLine] = []
        for (index, line) in lines.enumerated() {
            let x: CGFloat
            switch textAlignment {
            case .center: x = (bounds.width - line.width) / 2
            case .right: x = bounds.width - line.width
            case .left, .justified, .natural: x = 0
            }
            placed.append(RenderTextLine(text: line.text, x: RenderRounding.length(Double(x)),
                                         baseline: RenderRounding.length(Double(top + font.ascender + CGFloat(index) * font.lineHeight)),
                                         width: RenderRounding.length(Double(line.width))))
        }
        node.text = RenderText(font: RenderFont(font), color: RenderColor(drawnTextColor), lines: placed)
    }

    /// The highlighted colour while highlighted, a bar button's tint, else `textColor`.
    private var drawnTextColor: UIColor {
        if let bar = self as? BarButtonTitleLabel { return bar.drawnColor }
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return textColor
    }
}

extension BarButtonTitleLabel {
    /// Bar button titles are drawn in the bar's tint, greyed when the button is disabled.
    var drawnColor: UIColor {
        if let control = superview as? UIControl, !control.isEnabled { return .systemGray }
        return tintColor
    }
}

extension UIImageView: RenderedContentProviding {
    /// The displayed image in the rectangle its content mode gives; symbols in the tint colour,
    /// images with a colour of their own in that colour.
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        guard let image = displayedImage else { return }
        let rect = Self.rect(for: image.size, in: CGRect(origin: .zero, size: bounds.size), mode: contentMode)
        let isSymbol = image.name?.hasPrefix("symbol:") ?? false
        // An image's own tint (`withTintColor(_:)`) wins over the view's.
        let tint = image.ownTintColor?.resolvedColor(with: traitCollection) ?? (isSymbol ? tintColor : nil)
        if let drawing = image.drawing {
            // An image a graphics renderer made: its paths, in the tint when it is a template.
            let template = image.renderingMode == .alwaysTemplate
            node.paths = RenderPath.paths(of: drawing, in: rect, contentMode: .scaleToFill,
                                          tint: image.ownTintColor ?? (template ? tintColor : nil))
            return
        }
        node.image = RenderImage(name: image.name, rect: RenderRect(rect), tint: tint.map { RenderColor($0) })
    }

    /// Where an image of `size` is drawn in `box` for a content mode.
    static func rect(for size: CGSize, in box: CGRect, mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return box }
        func centred(_ s: CGSize) -> CGRect {
            CGRect(x: box.midX - s.width / 2, y: box.midY - s.height / 2, width: s.width, height: s.height)
        }
        switch mode {
        case .scaleToFill, .redraw: return box
        case .scaleAspectFit, .scaleAspectFill:
            let sx = box.width / size.width, sy = box.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return centred(CGSize(width: size.width * s, height: size.height * s))
        case .center: return centred(size)
        case .top: return CGRect(x: box.midX - size.width / 2, y: box.minY, width: size.width, height: size.height)
        case .bottom: return CGRect(x: box.midX - size.width / 2, y: box.maxY - size.height, width: size.width, height: size.height)
        case .left: return CGRect(x: box.minX, y: box.midY - size.height / 2, width: size.width, height: size.height)
        case .right: return CGRect(x: box.maxX - size.width, y: box.midY - size.height / 2, width: size.width, height: size.height)
        case .topLeft: return CGRect(origin: box.origin, size: size)
        case .topRight: return CGRect(x: box.maxX - size.width, y: box.minY, width: size.width, height: size.height)
        case .bottomLeft: return CGRect(x: box.minX, y: box.maxY - size.height, width: size.width, height: size.height)
        case .bottomRight: return CGRect(x: box.maxX - size.width, y: box.maxY - size.height, width: size.width, height: size.height)
        }
    }
}
