import Foundation

/// The arrow of a popover: a triangle in the 13-point gap between the popover and its
/// source, its base on the popover's edge and its tip pointing at the middle of the source
/// (slid along the edge so the base stays on it), filled with the popover's colour — its
/// `backgroundColor`, else the presented view's, else the system background.
///
/// It is a view of the container, just below the presented view, drawn with `draw(_:)` so
/// the picture and the browser show it. A touch on it is a touch on the popover: it does
/// not dismiss.
@MainActor
final class PopoverArrowView: UIView {
    /// Where the arrow points (the popover's `arrowDirection`).
    var direction: UIPopoverArrowDirection = .up { didSet { setNeedsDisplay() } }
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }

    /// The width of the arrow's base; its height is `PopoverPlacement.arrowHeight`.
    static let baseWidth: CGFloat = 26

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        accessibilityIdentifier = "popover-arrow"
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let path = UIBezierPath()
        switch direction {
        case .down:
            path.move(to: CGPoint(x: b.minX, y: b.minY))
            path.addLine(to: CGPoint(x: b.midX, y: b.maxY))
            path.addLine(to: CGPoint(x: b.maxX, y: b.minY))
        case .left:
            path.move(to: CGPoint(x: b.maxX, y: b.minY))
            path.addLine(to: CGPoint(x: b.minX, y: b.midY))
            path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        case .right:
            path.move(to: CGPoint(x: b.minX, y: b.minY))
            path.addLine(to: CGPoint(x: b.maxX, y: b.midY))
            path.addLine(to: CGPoint(x: b.minX, y: b.maxY))
        default:
            path.move(to: CGPoint(x: b.minX, y: b.maxY))
            path.addLine(to: CGPoint(x: b.midX, y: b.minY))
            path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        }
        path.close()
        fillColor.setFill()
        path.fill()
    }

    /// The arrow's frame for a popover at `popover` pointing `direction` at `anchor` (both in
    /// the container's coordinates): in the gap on that side, its tip at the anchor's middle
    /// unless that would put the base past the popover's corner.
    static func frame(popover: CGRect, anchor: CGRect, direction: UIPopoverArrowDirection) -> CGRect {
        let height = PopoverPlacement.arrowHeight
        let half = baseWidth / 2
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        switch direction {
        case .down:
            let tip = clamp(anchor.midX, popover.minX + half, popover.maxX - half)
            return CGRect(x: tip - half, y: popover.maxY, width: baseWidth, height: height)
        case .left:
            let tip = clamp(anchor.midY, popover.minY + half, popover.maxY - half)
            return CGRect(x: popover.minX - height, y: tip - half, width: height, height: baseWidth)
        case .right:
            let tip = clamp(anchor.midY, popover.minY + half, popover.maxY - half)
            return CGRect(x: popover.maxX, y: tip - half, width: height, height: baseWidth)
        default:
            let tip = clamp(anchor.midX, popover.minX + half, popover.maxX - half)
            return CGRect(x: tip - half, y: popover.minY - height, width: baseWidth, height: height)
        }
    }
}

extension UIPopoverPresentationController {
    /// Puts the arrow at the popover's current frame and direction (after placing it, and
    /// again after each reposition); fades it in alongside a presentation under way.
    func showArrow() {
        guard adaptiveStyle == .none, arrowDirection != .unknown, let containerView, let presentedView else { return }
        let arrow = arrowView ?? PopoverArrowView()
        arrowView = arrow
        arrow.direction = arrowDirection
        arrow.fillColor = backgroundColor ?? presentedView.backgroundColor ?? .systemBackground
        arrow.frame = PopoverArrowView.frame(popover: popoverFrame, anchor: placedAnchor, direction: arrowDirection)
        guard arrow.superview == nil else { return }
        containerView.insertSubview(arrow, belowSubview: presentedView)
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            arrow.alpha = 0
            coordinator.animate(alongsideTransition: { _ in arrow.alpha = 1 })
        }
    }

    /// Fades the arrow out alongside the dismissal under way.
    func fadeArrowForDismissal() {
        guard let arrow = arrowView, let coordinator = presentedViewController.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { _ in arrow.alpha = 0 })
    }

    func removeArrow() {
        arrowView?.removeFromSuperview()
        arrowView = nil
    }
}
