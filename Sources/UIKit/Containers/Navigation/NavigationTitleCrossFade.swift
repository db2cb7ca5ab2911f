import Foundation

/// The navigation bar's title during an animated push or pop: the leaving title fades out
/// where it was while the arriving one fades in, on the transition's clock and curve.
///
/// The bar's items change at once when the stack does, so the leaving title is drawn by a
/// stand-in label (a copy of the title label's text, font, colour and frame taken before
/// the bar lays out the new title), removed when the transition completes or is cancelled.
@MainActor
final class NavigationTitleCrossFade {
    private weak var bar: UINavigationBar?
    private let leaving = UILabel()

    /// Nil when the bar shows no small title for the leaving item (a title view, a large title).
    init?(bar: UINavigationBar, leavingTitle: String?) {
        guard let leavingTitle, bar.titleLabel.superview === bar, !bar.titleLabel.frame.isEmpty else { return nil }
        self.bar = bar
        leaving.text = leavingTitle
        leaving.font = bar.titleLabel.font
        leaving.textColor = bar.titleLabel.textColor
        leaving.textAlignment = bar.titleLabel.textAlignment
        leaving.frame = bar.titleLabel.frame
        leaving.accessibilityIdentifier = "navigation-bar-leaving-title"
        leaving.isUserInteractionEnabled = false
    }

    /// Before the animation: the leaving title shown, the arriving one transparent.
    func setUp() {
        guard let bar else { return }
        bar.addSubview(leaving)
        leaving.alpha = 1
        bar.titleLabel.alpha = 0
    }

    /// Inside the transition's animation block.
    func animate() {
        leaving.alpha = 0
        bar?.titleLabel.alpha = 1
    }

    /// Completed or cancelled: only the bar's own title remains, opaque.
    func end() {
        leaving.removeFromSuperview()
        bar?.titleLabel.alpha = 1
    }
}
