import Foundation

extension UIView {
    /// A transition of `view`'s content: `animations` changes it (add or remove subviews,
    /// change properties) and the change shows over `duration` with the transition style
    /// in `options` (`.transitionCrossDissolve`, the flips and curls).
    ///
    /// The changes apply at once; with `.allowAnimatedContent` their animatable
    /// properties also animate as in ``animate(withDuration:delay:options:animations:completion:)``.
    /// `completion` runs after `duration`. Differs from iOS: no snapshot is drawn
    /// crossfading or flipping (renderers see the new content at once).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let engine = ViewControllerKit.Runtime.current.animationEngine
        if options.contains(.allowAnimatedContent) {
            engine.animate(duration: duration, delay: 0, timing: TimingFunction(curve: options.curve),
                           inheritsCurve: !options.contains(.overrideInheritedCurve), options: options,
                           animations: { animations?() }, completion: completion)
        } else {
            engine.animate(duration: duration, delay: 0, timing: .linear, inheritsCurve: false, options: options,
                           animations: { UIView.performWithoutAnimation { animations?() } }, completion: completion)
        }
    }

    /// Replaces `fromView` with `toView` using a transition: `toView` takes `fromView`'s
    /// place in its superview and `fromView` is removed — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. The swap happens
    /// at once; `completion` runs after `duration`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        transition(with: fromView.superview ?? fromView, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let superview = fromView.superview, toView.superview !== superview {
                    superview.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
