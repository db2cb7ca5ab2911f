import Foundation

/// Hiding the navigation bar and toolbar on a tap, a swipe, the keyboard or a vertically
/// compact environment (iOS 8). Off by default; each setting hides both bars through
/// `setNavigationBarHidden(_:animated:)`/`setToolbarHidden(_:animated:)`, animated, so
/// the top controller's safe area follows as it does for those calls.
///
/// ```
///  hidesBarsOnTap:           unhandled tap in the content ─▶ bars shown ⇄ hidden (toggle)
///  hidesBarsOnSwipe:         vertical pan up ─▶ hidden      pan down ─▶ shown
///  hidesBarsWhenKeyboardAppears: keyboard will show ─▶ hidden (a tap or swipe brings them back)
///  hidesBarsWhenVerticallyCompact: to compact height ─▶ hidden   back to regular ─▶ shown;
///                            while compact, an unhandled tap shows them
/// ```
///
/// The toolbar is hidden with the navigation bar only when the top controller has toolbar
/// items, and shown again only if the bars hid it. "Unhandled" taps are those not on a
/// control and not on the bars themselves. The two gesture recognizers are attached to the
/// navigation controller's view and are enabled only while their setting is on; they
/// recognize alongside other recognizers (a scroll view's pan keeps scrolling).
extension UINavigationController {
    /// Whether an unhandled tap in the content toggles the bars. Default false.
    public var hidesBarsOnTap: Bool {
        get { barHiding.onTap }
        set {
            barHiding.onTap = newValue
            barHiding.tapGesture.isEnabled = newValue || barHiding.onVerticalCompact
            attachBarHidingGestures()
        }
    }

    /// Whether an upward swipe hides the bars and a downward swipe shows them. Default false.
    public var hidesBarsOnSwipe: Bool {
        get { barHiding.onSwipe }
        set {
            barHiding.onSwipe = newValue
            barHiding.swipeGesture.isEnabled = newValue
            attachBarHidingGestures()
        }
    }

    /// Whether the keyboard appearing hides the bars. Default false.
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { barHiding.onKeyboard }
        set { barHiding.onKeyboard = newValue; barHiding.observeKeyboard(newValue) }
    }

    /// Whether the bars hide in a vertically compact environment (and come back in a
    /// regular one). Default false.
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { barHiding.onVerticalCompact }
        set {
            barHiding.onVerticalCompact = newValue
            barHiding.tapGesture.isEnabled = newValue || barHiding.onTap
            attachBarHidingGestures()
            if newValue, traitCollection.verticalSizeClass == .compact { hideBars() }
        }
    }

    /// The tap recognizer behind ``hidesBarsOnTap``: do not change its delegate.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tapGesture }

    /// The pan recognizer behind ``hidesBarsOnSwipe``: do not change its delegate.
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipeGesture }

    /// Puts the recognizers on the navigation controller's view once a setting needs them
    /// (and its view is loaded).
    func attachBarHidingGestures() {
        guard let container = storedView, barHiding.onTap || barHiding.onSwipe || barHiding.onVerticalCompact else { return }
        for gesture in [barHiding.tapGesture, barHiding.swipeGesture] as [UIGestureRecognizer]
        where gesture.view !== container {
            container.addGestureRecognizer(gesture)
        }
    }

    /// Hides the navigation bar, and the toolbar when the top controller has items in it.
    func hideBars() {
        let hidesToolbar = !storedToolbarHidden && !(topViewController?.storedToolbarItems?.isEmpty ?? true)
        barHiding.toolbarHiddenByBarHiding = hidesToolbar || barHiding.toolbarHiddenByBarHiding
        setNavigationBarHidden(true, animated: true)
        if hidesToolbar { setToolbarHidden(true, animated: true) }
    }

    /// Shows the navigation bar, and the toolbar if ``hideBars()`` hid it.
    func showBars() {
        setNavigationBarHidden(false, animated: true)
        if barHiding.toolbarHiddenByBarHiding {
            barHiding.toolbarHiddenByBarHiding = false
            setToolbarHidden(false, animated: true)
        }
    }

    /// Called when the navigation controller's traits changed (see the class body).
    func barHidingTraitsDidChange(from previous: UITraitCollection?) {
        guard barHiding.onVerticalCompact else { return }
        let now = traitCollection.verticalSizeClass
        guard now != previous?.verticalSizeClass else { return }
        if now == .compact { hideBars() } else if isNavigationBarHidden { showBars() }
    }
}

/// A navigation controller's bar-hiding settings and the recognizers that act on them.
@MainActor
final class NavigationBarHiding: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    var onTap = false
    var onSwipe = false
    var onKeyboard = false
    var onVerticalCompact = false
    /// Whether the toolbar is hidden because the bars were hidden (to show it again).
    var toolbarHiddenByBarHiding = false
    /// Whether the current swipe has already hidden or shown the bars (once per swipe).
    private var swipeActed = false
    private var keyboardObserver: NSObjectProtocol?

    private(set) lazy var tapGesture: UITapGestureRecognizer = {
        let gesture = UITapGestureRecognizer()
        gesture.name = "barHideOnTapGestureRecognizer"
        gesture.isEnabled = false
        gesture.cancelsTouchesInView = false
        gesture.delegate = self
        gesture.addAction { [weak self] _ in self?.tapped() }
        return gesture
    }()

    private(set) lazy var swipeGesture: UIPanGestureRecognizer = {
        let gesture = UIPanGestureRecognizer()
        gesture.name = "barHideOnSwipeGestureRecognizer"
        gesture.isEnabled = false
        gesture.cancelsTouchesInView = false
        gesture.delegate = self
        gesture.addAction { [weak self] gesture in self?.swiped(gesture as? UIPanGestureRecognizer) }
        return gesture
    }()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    private func tapped() {
        guard let navigationController, tapGesture.state == .ended else { return }
        let compact = onVerticalCompact && navigationController.traitCollection.verticalSizeClass == .compact
        if navigationController.isNavigationBarHidden {
            navigationController.showBars()
        } else if onTap && !compact {
            navigationController.hideBars()
        }
    }

    private func swiped(_ gesture: UIPanGestureRecognizer?) {
        guard let gesture, let navigationController, onSwipe else { return }
        switch gesture.state {
        case .began:
            swipeActed = false
        case .changed, .ended:
            guard !swipeActed else { return }
            let translation = gesture.translation(in: navigationController.storedView)
            guard abs(translation.y) > abs(translation.x), abs(translation.y) >= Self.swipeDistance else { return }
            swipeActed = true
            if translation.y < 0 {
                if !navigationController.isNavigationBarHidden { navigationController.hideBars() }
            } else if navigationController.isNavigationBarHidden {
                navigationController.showBars()
            }
        default:
            break
        }
    }

    /// How far a vertical pan goes before the bars hide or show (a chosen threshold).
    static let swipeDistance: CGFloat = 10

    func observeKeyboard(_ on: Bool) {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
        guard on else { return }
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in
            let screen = (notification.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { self?.keyboardWillShow(on: screen) }
        }
    }

    private func keyboardWillShow(on screen: ObjectIdentifier?) {
        // Keyboard notifications name the screen: only this controller's own host counts.
        guard onKeyboard, let navigationController, let window = navigationController.storedView?.window,
              screen == ObjectIdentifier(window.screen), !navigationController.isNavigationBarHidden else { return }
        navigationController.hideBars()
    }

    // MARK: UIGestureRecognizerDelegate

    /// Taps on controls and on the bars are handled there, not by the bar hiding.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer === tapGesture, let navigationController else { return true }
        var view = touch.view
        while let current = view, current !== navigationController.storedView {
            if current is UIControl || current === navigationController.navigationBar
                || current === navigationController.storedToolbar { return false }
            view = current.superview
        }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
