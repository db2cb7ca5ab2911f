import Foundation

/// A class that recreates a view controller during state restoration; assign it to the
/// controller's `restorationClass`.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// Returns the controller for `identifierComponents` (the restoration identifiers of the
    /// controller's parents, then its own), or nil to leave it out of the restored interface.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

/// A restoration in progress: the restored controllers by restoration path, and the
/// presentations to make again once decoding ends. Containers read it while decoding.
@MainActor
final class StateRestorationSession {
    static var current: StateRestorationSession?

    var controllersByPath: [[String]: UIViewController] = [:]
    var pendingPresentations: [(presenter: UIViewController, presentedPath: [String])] = []
}

/// A container that settles its restored state once every restored controller has decoded
/// (its children's own state included), before `applicationFinishedRestoringState()`.
@MainActor
protocol RestorationFinishing: AnyObject {
    func finishRestoringContainerState()
}

/// A container some of whose children are its own machinery, left out of restoration paths
/// (a column-style split's navigation controllers).
@MainActor
protocol RestorationPathContainer: AnyObject {
    func leavesOutOfRestorationPaths(_ child: UIViewController) -> Bool
}

extension UIViewController {
    /// The restoration identifiers of this controller's containment parents and its own,
    /// root first; nil when it or any parent has none (UIKit preserves neither then).
    /// A navigation controller a column-style split made around a column's controller is
    /// left out: it has no identifier, and its children's paths start at the split.
    var restorationIdentifierPath: [String]? {
        guard let restorationIdentifier else { return nil }
        guard let parent = restorationParent else { return [restorationIdentifier] }
        return parent.restorationIdentifierPath.map { $0 + [restorationIdentifier] }
    }

    /// The parent whose path this controller's path extends (see `restorationIdentifierPath`).
    private var restorationParent: UIViewController? {
        guard let parent else { return nil }
        return parent.isRestorationTransparent ? parent.parent : parent
    }

    /// Whether this controller is a split's column wrapper, which preservation passes through.
    var isRestorationTransparent: Bool {
        (parent as? RestorationPathContainer)?.leavesOutOfRestorationPaths(self) ?? false
    }

    /// Paths of `controllers` that have one, as an archivable array of string arrays.
    static func archivedRestorationPaths(of controllers: [UIViewController]) -> NSArray {
        NSArray(array: controllers.compactMap { $0.restorationIdentifierPath.map { NSArray(array: $0) } })
    }

    /// The restored controllers an archived path list names, in order; empty outside a restoration.
    static func restoredControllers(_ archived: Any?) -> [UIViewController] {
        guard let session = StateRestorationSession.current else { return [] }
        return paths(archived).compactMap { session.controllersByPath[$0] }
    }

    static func paths(_ archived: Any?) -> [[String]] {
        guard let list = archived as? NSArray else { return [] }
        return list.compactMap { ($0 as? NSArray)?.compactMap { $0 as? String } }
    }

    private static let presentedKey = "UIViewControllerPresentedViewController"

    /// Records the controller this one presented (its presenter in UIKit's sense), if it has a
    /// restoration path.
    func encodePresentedController(with coder: NSCoder) {
        guard let presented = presentedViewController, presented.presentingViewController === self,
              presented.restorationIdentifierPath != nil else { return }
        coder.encode(Self.archivedRestorationPaths(of: [presented]), forKey: Self.presentedKey)
    }

    func decodePresentedController(with coder: NSCoder) {
        guard let session = StateRestorationSession.current,
              let path = Self.paths(coder.decodeObject(forKey: Self.presentedKey)).first else { return }
        session.pendingPresentations.append((self, path))
    }
}
