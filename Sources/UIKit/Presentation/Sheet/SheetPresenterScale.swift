import Foundation

/// The presenter's view stepping back behind a sheet at its largest detent in a compact
/// width, as iPhone sheets show it: the view shrinks to the window's width less 16 points
/// each side, its top edge moves down to the window's top safe-area inset (just above the
/// sheet's, which is 10 points lower), and its corners round to 10 points, clipping.
///
/// Only a presenter whose view fills the window (a window's root, or a full-screen
/// presentation) steps back; a medium (or smaller) sheet leaves it as it is. Scaling is a
/// transform on the presenter's view that layout does not see (`UIView.transformIsVisualOnly`): its
/// safe area, bars and children stay where they were; the values the view had before (transform, corner radius, clipping) come
/// back when the sheet is dismissed, when a pull is cancelled they stay stepped back.
///
/// ```
///          presentation will begin          dismissal will begin
///  normal ────────────────────────▶ back ────────────────────────▶ normal
///    ▲   (at the largest detent, alongside)  ▲ (alongside)             │ dismissal cancelled:
///    └── detent made smaller ────────────────┘◀─────────────────────────┘ back again
/// ```
@MainActor
struct SheetPresenterScale {
    /// What the view had before it stepped back.
    let transform: CGAffineTransform
    let cornerRadius: CGFloat
    let clips: Bool
    weak var view: UIView?

    static let sideInset: CGFloat = 16
    static let cornerRadius: CGFloat = 10

    /// The presenter's view if it may step back: it fills `window`.
    init?(presenter: UIViewController, window: UIWindow) {
        guard let view = presenter.storedView, view.superview === window, view.frame == window.bounds,
              view.transform == .identity else { return nil }
        self.view = view
        transform = view.transform
        cornerRadius = view.layer.cornerRadius
        clips = view.clipsToBounds
        // The step-back is visual: the presenter's bars and content keep their layout.
        view.transformIsVisualOnly = true
    }

    /// The transform that steps `view` back in `window`: scaled about its centre so it is
    /// 16 points narrower each side, moved down so its top is at the safe area's top.
    static func steppedBack(bounds: CGRect, window: UIWindow) -> CGAffineTransform {
        guard bounds.width > 2 * sideInset, bounds.height > 0 else { return .identity }
        let scale = (bounds.width - 2 * sideInset) / bounds.width
        let scaledTop = bounds.height * (1 - scale) / 2
        let top = window.safeAreaInsets.top
        return CGAffineTransform(translationX: 0, y: top - scaledTop).scaledBy(x: scale, y: scale)
    }

    /// Steps the view back (`true`) or puts it as it was; inside an animation block both animate.
    func apply(back: Bool) {
        guard let view, let window = view.window else { return }
        if back {
            view.clipsToBounds = true
            view.transform = Self.steppedBack(bounds: view.bounds, window: window)
            view.layer.cornerRadius = Self.cornerRadius
        } else {
            view.transform = transform
            view.layer.cornerRadius = cornerRadius
        }
    }

    /// Before the window resizes the view: its own transform back, so the resize sets the
    /// frame it would without the sheet.
    func releaseForResize() { view?.transform = transform }

    /// The dismissal is over: clipping as it was too.
    func restore() {
        guard let view else { return }
        view.transformIsVisualOnly = false
        view.transform = transform
        view.layer.cornerRadius = cornerRadius
        view.clipsToBounds = clips
    }
}
