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

    init(style: UIModalPresentationStyle, presenter: UIViewController, window: UIWindow) {
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
        let bounds = window.bounds
        switch style {
        case .pageSheet, .formSheet, .popover:
            if style == .formSheet, window.traitCollection.horizontalSizeClass == .regular {
                let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
                frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                               width: size.width, height: size.height)
                autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            } else {
                let top = window.safeAreaInsets.top + 10
                frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
                autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        default:
            frame = bounds
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
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
