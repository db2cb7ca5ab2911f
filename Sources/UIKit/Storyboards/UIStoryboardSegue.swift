import Foundation

/// A transition from one controller to another, created by a storyboard when a segue fires
/// (or by an app). `perform()` runs the transition; a storyboard calls it after the
/// source's `prepare(for:sender:)`.
///
/// A custom segue subclasses this class and overrides `perform()`; the storyboard creates it
/// through ``init(identifier:source:destination:)``, which is `required` here so that a
/// class found by name can be created (UIKit's is not; an override must say `required`).
@preconcurrency @MainActor
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// A segue whose `perform()` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Runs the transition: the perform handler when there is one; subclasses override.
    open func perform() {
        performHandler?()
    }
}

/// What an unwind search is looking for: the controller the unwind segue starts from, its
/// action, and what triggered it (11.5).
@preconcurrency @MainActor
public class UIStoryboardUnwindSegueSource {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
