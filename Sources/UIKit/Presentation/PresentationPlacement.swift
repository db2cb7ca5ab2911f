import Foundation

/// Where a presented view goes for its style, worked out before the transition starts so
/// the transition context can report it as the presented controller's final frame.
///
/// * full screen, over full screen, custom: the whole window, resizing with it;
/// * page/form sheet and popover (no anchor here, so shown as a sheet): the window
///   minus its top safe-area inset and 10 points, resizing with it — the iPhone
///   sheet; a form sheet in a regular-width window is 540 × 620, centred;
/// * current context: the context controller's view frame, above that view.
@MainActor
struct PresentationPlacement {
    let frame: CGRect
    let autoresizingMask: UIView.AutoresizingMask
    let superview: UIView
    /// The view to go above (current context); nil adds on top of the window.
    let above: UIView?
    let style: UIModalPresentationStyle

    init(style: UIModalPresentationStyle, presenter: UIViewController, window: UIWindow) {
        self.style = style
        if style.usesCurrentContext, let contextView = presenter.storedView, let container = contextView.superview,
           container !== window {
            frame = contextView.frame
            autoresizingMask = contextView.autoresizingMask
            superview = container
            above = contextView
            return
        }
        superview = window
        above = nil
        frame = Self.frame(for: style, in: ContainerGeometry(view: window))
        switch style {
        case .pageSheet, .formSheet, .popover:
            autoresizingMask = Self.isCentredFormSheet(style, ContainerGeometry(view: window))
                ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
                : [.flexibleWidth, .flexibleHeight]
        default:
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
    }

    /// The frame now, after the container may have changed size (a rotation): the context
    /// view's frame for a current-context presentation, else worked out again.
    var currentFrame: CGRect { above?.frame ?? Self.frame(for: style, in: ContainerGeometry(view: superview)) }

    /// The frame of a presentation of `style` in a window-filling container of `geometry`
    /// (not a current-context one): also the size a size change gives the presented
    /// controller (`size(forChildContentContainer:withParentContainerSize:)`).
    static func frame(for style: UIModalPresentationStyle, in geometry: ContainerGeometry) -> CGRect {
        let bounds = geometry.bounds
        switch style {
        case .pageSheet, .formSheet, .popover:
            if isCentredFormSheet(style, geometry) {
                let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
                return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                              width: size.width, height: size.height)
            }
            let top = geometry.safeAreaInsets.top + 10
            return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        default:
            return bounds
        }
    }

    private static func isCentredFormSheet(_ style: UIModalPresentationStyle, _ geometry: ContainerGeometry) -> Bool {
        style == .formSheet && geometry.traitCollection.horizontalSizeClass == .regular
    }

    func install(_ view: UIView) {
        view.frame = frame
        view.autoresizingMask = autoresizingMask
        if let above {
            superview.insertSubview(view, aboveSubview: above)
        } else {
            superview.addSubview(view)
        }
    }
}
