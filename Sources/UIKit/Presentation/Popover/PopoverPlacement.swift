import Foundation

/// Where a popover goes: next to its anchor on the first permitted side where its content
/// fits, inside the window's safe area less a 10-point margin (UIKit's default
/// `popoverLayoutMargins`), the arrow (13 points) between anchor and popover.
///
/// Sides are tried in UIKit's order of preference — below the anchor (arrow up), above
/// (arrow down), right of it (arrow left), left (arrow right). When none fits whole, the
/// permitted side with the most room is taken and the popover shrinks to it. Along the
/// other axis it is centred on the anchor, then moved inside the margins.
@MainActor
struct PopoverPlacement {
    static let arrowHeight: CGFloat = 13
    static let margin: CGFloat = 10
    /// The size of a popover whose controller has no `preferredContentSize`.
    static let defaultSize = CGSize(width: 320, height: 480)

    let frame: CGRect
    let arrowDirection: UIPopoverArrowDirection

    init(anchor: CGRect, contentSize: CGSize, permitted: UIPopoverArrowDirection, window: UIWindow) {
        self.init(anchor: anchor, contentSize: contentSize, permitted: permitted, in: ContainerGeometry(view: window))
    }

    /// The area a popover stays inside: the safe area less the margin.
    static func area(in geometry: ContainerGeometry) -> CGRect {
        let insets = geometry.safeAreaInsets
        return CGRect(x: insets.left + margin, y: insets.top + margin,
                      width: geometry.bounds.width - insets.left - insets.right - 2 * margin,
                      height: geometry.bounds.height - insets.top - insets.bottom - 2 * margin)
    }

    /// The popover's size in `geometry` before its side is chosen: its content size, no
    /// larger than the area (a side with less room than that shrinks it further).
    static func fittedSize(_ contentSize: CGSize, in geometry: ContainerGeometry) -> CGSize {
        let area = area(in: geometry)
        return CGSize(width: max(0, min(contentSize.width, area.width)), height: max(0, min(contentSize.height, area.height)))
    }

    init(anchor: CGRect, contentSize: CGSize, permitted: UIPopoverArrowDirection, in geometry: ContainerGeometry) {
        let area = Self.area(in: geometry)
        let arrow = Self.arrowHeight
        // Room on each side, along the axis the popover extends in.
        let room: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, area.maxY - anchor.maxY - arrow, contentSize.height),
            (.down, anchor.minY - arrow - area.minY, contentSize.height),
            (.left, area.maxX - anchor.maxX - arrow, contentSize.width),
            (.right, anchor.minX - arrow - area.minX, contentSize.width),
        ].filter { permitted.contains($0.0) }
        let choice = room.first { $0.1 >= $0.2 } ?? room.max { $0.1 < $1.1 } ?? (.up, area.maxY - anchor.maxY - arrow, contentSize.height)
        let direction = choice.0
        var size = contentSize
        size.width = min(size.width, area.width)
        size.height = min(size.height, area.height)
        switch direction {
        case .up, .down: size.height = min(size.height, max(0, choice.1))
        default: size.width = min(size.width, max(0, choice.1))
        }
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
        let x: CGFloat
        let y: CGFloat
        switch direction {
        case .up:
            x = clamp(anchor.midX - size.width / 2, area.minX, area.maxX - size.width)
            y = anchor.maxY + arrow
        case .down:
            x = clamp(anchor.midX - size.width / 2, area.minX, area.maxX - size.width)
            y = anchor.minY - arrow - size.height
        case .left:
            x = anchor.maxX + arrow
            y = clamp(anchor.midY - size.height / 2, area.minY, area.maxY - size.height)
        default:
            x = anchor.minX - arrow - size.width
            y = clamp(anchor.midY - size.height / 2, area.minY, area.maxY - size.height)
        }
        frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        arrowDirection = direction
    }
}
