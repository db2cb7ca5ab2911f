import Foundation
import RenderTree

extension UISwitch: RenderedContentProviding {
    /// The track: a capsule in `onTintColor` (`.systemGreen`) when on, the light grey
    /// (`#E9E9EA`) when off. The thumb is a subview and draws as one.
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        let off = offTintColor ?? UIColor(red: 233 / 255, green: 233 / 255, blue: 234 / 255, alpha: 1)
        node.background = RenderColor(isOn ? (onTintColor ?? .systemGreen) : off)
        node.cornerRadius = RenderRounding.length(Double(bounds.height / 2))
    }
}

extension UISlider: RenderedContentProviding {
    /// The 4-point track centred vertically: the minimum colour up to the thumb's centre,
    /// the maximum colour after it. The thumb is a subview and draws as one.
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        let top = (bounds.height - Self.trackHeight) / 2
        let split = thumbRect.midX
        let minimum = CGRect(x: 0, y: top, width: split, height: Self.trackHeight)
        let maximum = CGRect(x: split, y: top, width: max(0, bounds.width - split), height: Self.trackHeight)
        node.fills = [RenderFill(rect: RenderRect(minimum), color: RenderColor(minimumTrackTintColor ?? tintColor)),
                      RenderFill(rect: RenderRect(maximum), color: RenderColor(maximumTrackTintColor ?? .systemGray5))]
    }
}

extension UIActivityIndicatorView: RenderedContentProviding {
    /// Eight spokes round the centre, fading clockwise (axis-aligned squares approximate them).
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        let radius = min(bounds.width, bounds.height) * 0.35
        let spoke = max(2, min(bounds.width, bounds.height) * 0.12)
        node.fills = (0..<8).map { index in
            let angle = Double(index) * .pi / 4
            let centre = CGPoint(x: bounds.midX + radius * CGFloat(sin(angle)), y: bounds.midY - radius * CGFloat(cos(angle)))
            let shade = color.withAlphaComponent(1 - CGFloat(index) * 0.1)
            return RenderFill(rect: RenderRect(CGRect(x: centre.x - spoke / 2, y: centre.y - spoke / 2, width: spoke, height: spoke)),
                              color: RenderColor(shade))
        }
    }
}
