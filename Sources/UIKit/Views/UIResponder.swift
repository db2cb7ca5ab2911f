import Foundation

/// An object that can respond to and handle events: the base of views, view
/// controllers, windows and the application.
///
/// Not derived from `NSObject` (its members are nonisolated and clash with
/// `@MainActor`); identity is object identity.
///
/// The responder chain (`next`): a view → its view controller (for a controller's
/// root view) or its superview; a controller → its view's superview (or its parent or
/// presenter when the view is not in a hierarchy); a root controller → its window;
/// a window → the application; the application → its delegate if that is a responder.
@preconcurrency @MainActor
open class UIResponder: Hashable {
    public init() {}

    /// Called on every object a storyboard or nib creates, once all the objects of that
    /// archive exist and their outlets and actions are connected (before the owning
    /// controller's `viewDidLoad`). Overrides call super.
    open func awakeFromNib() {}

    /// The next responder in the chain; see the type's documentation.
    open var next: UIResponder? { nil }

    /// The undo manager of the nearest responder up the chain that has one: a window's,
    /// shared by the windows of a runtime, unless a responder overrides this.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// Asks to become the window's first responder. Returns false when the responder
    /// refuses (`canBecomeFirstResponder` is false), is not in a window, or the current
    /// first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// The view the keyboard shows in place of the standard keys while this responder is
    /// first responder; its height is the keyboard's. Text fields and text views make it
    /// settable.
    open var inputView: UIView? { nil }
    /// The bar shown on top of the keyboard while this responder is first responder; the
    /// keyboard's frame includes it. Text fields and text views make it settable.
    open var inputAccessoryView: UIView? { nil }

    /// The window this responder belongs to, for first-responder bookkeeping.
    var responderWindow: UIWindow? { nil }

    // MARK: Touches (default: pass up the chain)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Actions

    /// Whether this responder performs `action` (asked by ``target(forAction:withSender:)``
    /// and by `UIViewController.targetViewController(forAction:sender:)`). On iOS the default
    /// answers whether the class implements the action's method; without an Objective-C
    /// runtime that cannot be looked up, so the default is false: override it to claim an
    /// action.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// The responder that performs `action`: this one if ``canPerformAction(_:withSender:)``
    /// says so, otherwise the next responder's answer; nil at the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    // MARK: Hardware keyboard

    /// The key commands this responder supports; a key press searches them from the first
    /// responder up the chain (see ``UIKeyCommand``). Default: the commands added with
    /// `UIViewController.addKeyCommand(_:)`, or nil.
    open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// Commands added with `addKeyCommand(_:)` (view controllers).
    var addedKeyCommands: [UIKeyCommand] = []

    /// A key went down and no key command took it: sent to the first responder (or the key
    /// window), whose default passes it up the chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// The key of a `pressesBegan` went up; sent to the same responder.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion

    /// A shake began: sent to the key window's first responder (the key window when there is
    /// none). The default passes it up the chain, so a view controller above the first
    /// responder — or one that became first responder in `viewDidAppear(_:)` — gets it.
    /// UIKit reports only a motion's start and end, never the shakes in between.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }
    /// The shake of the last `motionBegan(_:with:)` ended; sent to the same responder.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }
    /// The shake of the last `motionBegan(_:with:)` was interrupted (the application stopped
    /// being active); sent to the same responder instead of `motionEnded(_:with:)`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: Identity

    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIResponder {
    /// The object's address as UIKit prints it (`0x7f8b…`), for messages and dumps.
    var debugAddress: String { String(describing: Unmanaged.passUnretained(self).toOpaque()) }
}
