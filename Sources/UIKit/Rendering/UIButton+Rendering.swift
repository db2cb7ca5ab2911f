import Foundation
import RenderTree

extension UIButton: RenderedContentProviding {
    /// A configured button's background is a rounded rectangle (its title and image are
    /// subviews and draw as such). The radii approximate iOS 17's: `.dynamic` follows the
    /// button size (6 points at `.medium`), `.capsule` is half the height; `.fixed` draws
    /// the layer's own `cornerRadius`.
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        guard let configuration, node.background != nil else { return }
        let radius: CGFloat
        switch configuration.cornerStyle {
        case .fixed: return
        case .small: radius = 4
        case .medium: radius = 6
        case .large: radius = 10
        case .capsule: radius = bounds.height / 2
        case .dynamic:
            switch configuration.buttonSize {
            case .mini, .small: radius = 4
            case .medium: radius = 6
            case .large: radius = 8
            }
        }
        node.cornerRadius = RenderRounding.length(Double(radius))
    }
}
