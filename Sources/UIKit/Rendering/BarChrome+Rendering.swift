import Foundation
import RenderTree

/// How bars draw what is not one of their subviews: the bar's background and its hairline
/// separator, and a tab's icon and title. Everything else in a bar (titles, buttons, the
/// back chevron) is a real subview and draws as one.
///
/// Bars draw the look of the appearance UIKit would choose (`BarLook`): the material for a
/// background effect (flat `#F9F9F9` at 94%), the background colour over it, and a hairline
/// one pixel thick in the shadow colour at the edge that faces the content (see
/// docs/DifferencesFromIOS.md, "Pictures"). Without appearances, the legacy look:
/// `barTintColor` or the material, and the hairline. A navigation controller's bar extends
/// its background up behind the status bar, as UIKit's does.
enum BarChrome {
    /// A tab's title (UIKit's 10-point medium system font; medium maps to DejaVu Sans regular).
    static var tabTitleFont: UIFont { .systemFont(ofSize: 10, weight: .medium) }

    enum Edge { case top, bottom }

    /// The background (from `extendUp` points above the bar) and the hairline at `edge`.
    @MainActor
    static func fills(bounds: CGRect, look: BarLook, scale: CGFloat, hairlineAt edge: Edge, extendUp: CGFloat = 0) -> [RenderFill] {
        let thickness = 1 / max(scale, 1)
        let background = CGRect(x: 0, y: -extendUp, width: bounds.width, height: bounds.height + extendUp)
        var fills = look.backgroundColors.map { RenderFill(rect: RenderRect(background), color: RenderColor($0)) }
        if let shadow = look.shadowColor {
            let line = CGRect(x: 0, y: edge == .top ? -thickness : bounds.height, width: bounds.width, height: thickness)
            fills.append(RenderFill(rect: RenderRect(line), color: RenderColor(shadow)))
        }
        return fills
    }
}

extension UINavigationBar: RenderedContentProviding {
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        // A navigation controller's bar sits under the status bar: its background reaches the
        // top of the controller's view (not of the window: a sheet's bar starts at the sheet).
        let extendUp = managingController.map { max(0, convert(CGPoint.zero, to: $0.view).y) } ?? 0
        node.fills = BarChrome.fills(bounds: bounds, look: look, scale: screenScale, hairlineAt: .bottom, extendUp: extendUp)
    }
}

extension UIToolbar: RenderedContentProviding {
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        node.fills = BarChrome.fills(bounds: bounds, look: look, scale: screenScale, hairlineAt: .top)
    }
}

extension UITabBar: RenderedContentProviding {
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        node.fills = BarChrome.fills(bounds: bounds, look: look, scale: screenScale, hairlineAt: .top)
    }
}

extension TabBarButton: RenderedContentProviding {
    /// The item's image centred near the top and its title below, in the tint colour when
    /// selected, grey otherwise (`unselectedItemTintColor` when the bar has one).
    func renderContent(into node: inout RenderNode, bounds: CGRect) {
        let bar = superview as? UITabBar
        let state = bar?.itemStateAppearance(selected: isSelected)
        let color: UIColor = state?.iconColor ?? (isSelected ? tintColor : (bar?.unselectedItemTintColor ?? .systemGray))
        let titleColor = state?.titleTextAttributes[.foregroundColor] as? UIColor ?? color
        let image = isSelected ? item.selectedImage ?? item.image : item.image
        var titleTop = (bounds.height - BarChrome.tabTitleFont.lineHeight) / 2
        if let image {
            let rect = CGRect(x: (bounds.width - image.size.width) / 2, y: 4, width: image.size.width, height: image.size.height)
            node.image = RenderImage(name: image.name, rect: RenderRect(rect), tint: RenderColor(color))
            titleTop = rect.maxY + 2
        }
        guard let title = item.title, !title.isEmpty else { return }
        let font = BarChrome.tabTitleFont
        guard let line = ViewControllerKit.TextLayout(text: title, font: font, maxWidth: bounds.width, numberOfLines: 1,
                                                      lineBreakMode: .byTruncatingTail).lines.first else { return }
        let placed = RenderTextLine(text: line.text, x: RenderRounding.length(Double((bounds.width - line.width) / 2)),
                                    baseline: RenderRounding.length(Double(titleTop + font.ascender)),
                                    width: RenderRounding.length(Double(line.width)))
        node.text = RenderText(font: RenderFont(font), color: RenderColor(titleColor), lines: [placed])
    }
}
