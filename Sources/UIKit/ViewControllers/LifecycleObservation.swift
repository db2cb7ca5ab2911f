import Foundation

extension ViewControllerKit {
    /// One lifecycle callback that UIKit is about to send to a view controller, as seen by a
    /// ``LifecycleObservers`` observer.
    ///
    /// Not UIKit API: ViewControllerKit's own hook, for tools that narrate or display a
    /// controller's lifecycle without subclassing it — the catalog's journeys, a live
    /// lifecycle panel. App code on iOS has no equivalent.
    ///
    /// The event is delivered just before the callback runs, so an observer sees the state
    /// the callback will see: inside an appearance callback's event, ``isMovingToParent`` and
    /// its siblings have the values the controller reads in that callback (UIKIT-SEMANTICS 2.6),
    /// the view's safe area is already updated in `viewSafeAreaInsetsDidChange`'s event, and
    /// so on. An observer must not change the hierarchy; it should not keep the controller.
    public struct LifecycleEvent {
        /// Which callback, with the arguments UIKit passes to it.
        public enum Callback {
            case loadView
            case viewDidLoad
            case viewWillAppear(animated: Bool)
            case viewIsAppearing(animated: Bool)
            case viewDidAppear(animated: Bool)
            case viewWillDisappear(animated: Bool)
            case viewDidDisappear(animated: Bool)
            case willMove(toParent: UIViewController?)
            case didMove(toParent: UIViewController?)
            /// `willTransition(to:with:)`: the collection the controller's traits are about to become.
            case willTransition(to: UITraitCollection)
            /// `viewWillTransition(to:with:)`: the size the controller's view is about to get.
            case viewWillTransition(to: CGSize)
            case traitCollectionDidChange(previous: UITraitCollection?)
            case updateViewConstraints
            case viewWillLayoutSubviews
            case viewDidLayoutSubviews
            case viewSafeAreaInsetsDidChange
            case viewLayoutMarginsDidChange
            /// `preferredContentSizeDidChange(forChildContentContainer:)`, sent to the parent.
            case preferredContentSizeDidChange(child: UIViewController)

            /// The method's base name, e.g. `viewWillAppear`, `willMove`.
            public var name: String {
                switch self {
                case .loadView: "loadView"
                case .viewDidLoad: "viewDidLoad"
                case .viewWillAppear: "viewWillAppear"
                case .viewIsAppearing: "viewIsAppearing"
                case .viewDidAppear: "viewDidAppear"
                case .viewWillDisappear: "viewWillDisappear"
                case .viewDidDisappear: "viewDidDisappear"
                case .willMove: "willMove"
                case .didMove: "didMove"
                case .willTransition: "willTransition"
                case .viewWillTransition: "viewWillTransition"
                case .traitCollectionDidChange: "traitCollectionDidChange"
                case .updateViewConstraints: "updateViewConstraints"
                case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
                case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
                case .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange"
                case .viewLayoutMarginsDidChange: "viewLayoutMarginsDidChange"
                case .preferredContentSizeDidChange: "preferredContentSizeDidChange"
                }
            }

            /// The `animated` argument of an appearance callback; nil for the others.
            public var animated: Bool? {
                switch self {
                case .viewWillAppear(let animated), .viewIsAppearing(let animated), .viewDidAppear(let animated),
                     .viewWillDisappear(let animated), .viewDidDisappear(let animated):
                    animated
                default:
                    nil
                }
            }

            /// Layout-pass callbacks, which run often (UIKIT-SEMANTICS 2.5); narrators usually skip them.
            public var isLayout: Bool {
                switch self {
                case .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
                     .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange:
                    true
                default:
                    false
                }
            }
        }

        /// The controller the callback is sent to.
        public let controller: UIViewController
        public let callback: Callback
        /// What `controller.isMovingToParent` answers inside the callback.
        public let isMovingToParent: Bool
        public let isMovingFromParent: Bool
        public let isBeingPresented: Bool
        public let isBeingDismissed: Bool
        /// The runtime clock's time (`ViewControllerKit.Runtime.clock.now`) when the callback was sent.
        public let time: TimeInterval
    }
}

extension ViewControllerKit {
    /// The observers of a runtime's view-controller lifecycle (``ViewControllerKit.Runtime/lifecycleObservers``).
    ///
    /// Not UIKit API (see ``LifecycleEvent``). UIKit tells them about a controller's callback
    /// just before sending it, through the runtime the controller belongs to: its view's
    /// window's runtime, or the runtime in use when the view is in no window. Where UIKit
    /// calls the callback itself (view loading, appearance, layout, traits, resizing), every
    /// call is observed, overridden or not; `willMove(toParent:)` and `didMove(toParent:)`,
    /// which containers and app code call, are observed in `UIViewController`'s own
    /// implementation, which overrides reach through `super` as UIKit requires.
    ///
    /// ```swift
    /// let token = host.runtime.lifecycleObservers.add { event in
    ///     print(type(of: event.controller), event.callback.name)
    /// }
    /// defer { host.runtime.lifecycleObservers.remove(token) }
    /// ```
    @preconcurrency @MainActor
    public final class LifecycleObservers {
        /// Identifies an added observer, for ``remove(_:)``.
        public struct Token: Hashable, Sendable {
            let id: Int
        }

        private var observers: [(token: Token, body: (ViewControllerKit.LifecycleEvent) -> Void)] = []
        private var nextID = 0

        public init() {}

        /// Adds `observer`; it is called for every event, in the order observers were added.
        @discardableResult
        public func add(_ observer: @escaping (ViewControllerKit.LifecycleEvent) -> Void) -> Token {
            nextID += 1
            let token = Token(id: nextID)
            observers.append((token, observer))
            return token
        }

        /// Removes the observer `token` names; does nothing when it is already gone.
        public func remove(_ token: Token) {
            observers.removeAll { $0.token == token }
        }

        public var isEmpty: Bool { observers.isEmpty }

        func notify(_ event: ViewControllerKit.LifecycleEvent) {
            for observer in observers { observer.body(event) }
        }
    }
}

extension UIViewController {
    /// Tells the lifecycle observers of this controller's runtime that `callback` is about
    /// to be sent. Call it right before the callback (inside the appearance-callback scope
    /// for appearance callbacks, so the flags read as the callback will read them).
    func reportLifecycle(_ callback: ViewControllerKit.LifecycleEvent.Callback) {
        let runtime = storedView?.window?.runtime ?? ViewControllerKit.Runtime.current
        guard !runtime.lifecycleObservers.isEmpty else { return }
        runtime.lifecycleObservers.notify(ViewControllerKit.LifecycleEvent(
            controller: self, callback: callback, isMovingToParent: isMovingToParent,
            isMovingFromParent: isMovingFromParent, isBeingPresented: isBeingPresented,
            isBeingDismissed: isBeingDismissed, time: runtime.clock.now))
    }
}
