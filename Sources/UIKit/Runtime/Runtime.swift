@_exported import Foundation
import Foundation
import Synchronization

extension ViewControllerKit {
    /// Everything UIKit treats as process-wide on iOS — the main run loop and its clock,
    /// the diagnostics channel, the screen, the application — gathered in one object that
    /// a host creates and installs.
    ///
    /// There is no hidden global: objects in a window reach their runtime through the object
    /// graph (view → window → runtime), and `UIScreen.main`, `UIApplication.shared` and code
    /// with no object at hand read ``current``, the runtime in use by the caller — each test
    /// host's own, even when tests run in parallel (see `Runtime+Current.swift`).
    @preconcurrency @MainActor
    public final class Runtime {
        public let runLoop: ViewControllerKit.MainRunLoop
        /// The display's frames on this runtime's clock (animations, display links).
        public private(set) lazy var frameDriver = ViewControllerKit.FrameDriver(runLoop: runLoop)
        public let diagnostics: ViewControllerKit.Diagnostics
        public let screen: UIScreen
        public private(set) var application: UIApplication!
        /// The screen's content size category (raw value), readable from any thread: `UIFont`
        /// and `UIFontMetrics` are not main-actor types but resolve "the current category".
        nonisolated let contentSizeCategoryName: Mutex<String>
        /// Told of every view-controller lifecycle callback on this runtime (project-own hook,
        /// not UIKit API; see `LifecycleObservers`).
        public let lifecycleObservers = ViewControllerKit.LifecycleObservers()
        /// `observe(_:options:changeHandler:)` observations, checked after each turn's layout.
        let keyValueObservers = ViewControllerKit.KeyValueObservers()
        private var windows: [WeakWindow] = []
        /// The app's preserved interface state: written when an app that opted in enters the
        /// background, read by the next launch on a runtime given it (see
        /// `ViewControllerKit.StateRestoration`). UIKit keeps it in a file; a host carries it.
        public var stateRestorationArchive: Data?

        public init(screen: UIScreen, clock: any ViewControllerKit.Clock, runLoopMode: ViewControllerKit.MainRunLoop.Mode) {
            self.screen = screen
            self.runLoop = ViewControllerKit.MainRunLoop(clock: clock, mode: runLoopMode)
            self.diagnostics = ViewControllerKit.Diagnostics()
            self.contentSizeCategoryName = Mutex(screen.traitCollection.preferredContentSizeCategory.rawValue)
            self.application = UIApplication(runtime: self)
            runLoop.passes = [{ [unowned self] in self.runWindowPasses() }]
            screen.traitsDidChange = { [unowned self] contentSizeCategoryChanged in
                for window in allWindows where window.screen === self.screen {
                    window.screenTraits = self.screen.traitCollection
                    TraitPropagation.update(subtree: window)
                }
                // After the windows: an observer that lays out by hand sees updated fonts.
                if contentSizeCategoryChanged {
                    let name = self.screen.traitCollection.preferredContentSizeCategory.rawValue
                    self.contentSizeCategoryName.withLock { $0 = name }
                    application.postContentSizeCategoryDidChange()
                }
            }
        }

        public var clock: any ViewControllerKit.Clock { runLoop.clock }

        /// App code's main-queue work waiting for this runtime's run loop (any thread).
        nonisolated var mainQueue: ViewControllerKit.MainQueueInbox { runLoop.mainQueue }

        /// The windows created on this runtime that still exist, in creation order.
        public var allWindows: [UIWindow] {
            windows.removeAll { $0.window == nil }
            return windows.compactMap(\.window)
        }

        func register(_ window: UIWindow) {
            windows.append(WeakWindow(window))
        }

        private func runWindowPasses() {
            for window in allWindows { window.runLayoutPasses() }
            keyValueObservers.check()
            displayHandlers.forEach { $0() }
        }

        /// Decides whether `UIApplication.open(_:options:completionHandler:)` and
        /// `canOpenURL(_:)` succeed for a URL (a host simulating other apps); nil: no app
        /// opens anything.
        public var openURLHandler: ((URL) -> Bool)?

        /// Called at the end of every run-loop turn's passes: where a host renders.
        public var displayHandlers: [() -> Void] = []

        /// The simulated software keyboard (a `ViewControllerKit.SoftwareKeyboard`, made by
        /// the text-input area on first use; typed loosely because that area sits above this one).
        var softwareKeyboardSlot: AnyObject?
        /// This runtime's appearance proxies (an `AppearanceStore`, made by the views area on
        /// first use; typed loosely because that area sits above this one).
        var appearanceStoreSlot: AnyObject?
        /// This runtime's general pasteboard (a `UIPasteboard`, made by the application area).
        var generalPasteboardSlot: AnyObject?
        /// The windows' shared undo manager (UIWindow.undoManager), made on first use.
        lazy var windowUndoManager = UndoManager()
        /// This runtime's Interface Builder class registrations (`InterfaceBuilder.Registrations`,
        /// made by the storyboard area on first use under a host; typed loosely for the same reason).
        var interfaceBuilderRegistrationsSlot: AnyObject?
    }
}

/// A weak reference to a window, for registries that must not keep windows alive.
struct WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}
