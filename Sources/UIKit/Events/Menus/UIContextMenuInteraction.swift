import Foundation

/// The delegate of a ``UIContextMenuInteraction``: gives the configuration for a location
/// and hears the menu appear and go.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// Asked when a long press begins at `location` (in the interaction's view); nil shows
    /// no menu, and the press is left to other recognizers.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// Called just before the menu appears.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// Called when the menu goes (an item chosen, or a tap outside), before the chosen
    /// action's handler runs.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// Shows a context menu when the user presses and holds its view
/// (`view.addInteraction(UIContextMenuInteraction(delegate: self))`).
///
/// Sequence: a long press (0.5 s, UIKit's) → `configurationForMenuAtLocation` → nil: nothing
/// (the press fails, so other recognizers may have it); a configuration: its action provider
/// makes the menu → `willDisplayMenuFor` → the menu shows (``ViewControllerKit/MenuPresenter``)
/// → an item is tapped or the user taps outside → `willEndFor` → the chosen action's handler.
/// The interaction's delegate is held weakly, as on iOS.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// The long press that opens the menu, on the view while the interaction is attached.
    let recognizer = UILongPressGestureRecognizer()
    private lazy var recognizerDelegate = ContextMenuRecognizerDelegate(interaction: self)
    /// The configuration found when the press began, until the menu goes.
    private var pending: UIContextMenuConfiguration?
    /// Where the press began, in the view, for the menu's position.
    private var pressLocation = CGPoint.zero
    /// Used instead of a delegate by the views that offer context menus themselves (tables
    /// and collection views ask their own delegates).
    private var handlers: ContextMenuHandlers?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        setUpRecognizer()
    }

    init(handlers: ContextMenuHandlers) {
        self.handlers = handlers
        setUpRecognizer()
    }

    private func setUpRecognizer() {
        recognizer.delegate = recognizerDelegate
        recognizer.addAction { [weak self] recognizer in
            if recognizer.state == .began { self?.pressBegan() }
        }
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(recognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// Where the press is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { recognizer.location(in: view) }

    /// Dismisses the menu this interaction shows, as a tap outside it does.
    open func dismissMenu() {
        guard let window = view?.window else { return }
        ViewControllerKit.MenuPresenter.dismiss(in: window)
    }

    /// The press may begin only where the delegate has a configuration.
    fileprivate func shouldBegin() -> Bool {
        guard let view else { return false }
        pressLocation = recognizer.location(in: view)
        if let handlers {
            pending = handlers.configuration(pressLocation)
        } else {
            pending = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: pressLocation)
        }
        return pending != nil
    }

    private func pressBegan() {
        guard let configuration = pending, let view, let window = view.window else { return }
        guard let menu = configuration.makeMenu() else { pending = nil; return }
        let appearing = ContextMenuAnimator()
        if let handlers { handlers.willDisplay(configuration, appearing) } else {
            delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: appearing)
        }
        let source = handlers?.sourceRect(pressLocation) ?? view.bounds
        ViewControllerKit.MenuPresenter.present(menu, in: window, from: view.convert(source, to: nil), sender: nil) {
            [weak self] _ in
            guard let self else { return }
            self.pending = nil
            let ending = ContextMenuAnimator()
            if let handlers = self.handlers { handlers.willEnd(configuration, ending) } else {
                self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ending)
            }
            ending.finish()
        }
        appearing.finish()
    }
}

/// Lets the interaction's long press begin only when there is a menu to show.
final class ContextMenuRecognizerDelegate: UIGestureRecognizerDelegate {
    private weak var interaction: UIContextMenuInteraction?
    init(interaction: UIContextMenuInteraction) { self.interaction = interaction }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.shouldBegin() ?? false
    }
}

/// What a table or collection view answers in place of an interaction delegate.
struct ContextMenuHandlers {
    /// The configuration for a press at a point in the view (nil: no menu).
    var configuration: (CGPoint) -> UIContextMenuConfiguration?
    /// The rectangle (in the view) the menu is placed next to: the pressed row or item.
    var sourceRect: (CGPoint) -> CGRect?
    var willDisplay: (UIContextMenuConfiguration, ContextMenuAnimator) -> Void
    var willEnd: (UIContextMenuConfiguration, ContextMenuAnimator) -> Void
}
