import Foundation
import Synchronization

/// Which runtime `UIScreen.main`, `UIApplication.shared` and code with no object at hand
/// (a controller whose view is in no window) mean: the runtime *in use* by the caller.
///
/// There is no process-wide "installed" runtime. A runtime is in use by a caller when,
/// checked in this order:
/// 1. the caller runs inside ``withCurrent(_:)`` (a task-local value): a host wraps every
///    turn of its run loop and every event it delivers in it, and a browser host does so
///    per browser tab;
/// 2. the caller's Swift task is one a host was created in (``attach()``): a test creates
///    its `HeadlessHost` in the test's own task, so everything that test body does,
///    synchronous or `async`, resolves to its host — and two tests running in parallel,
///    each in its own task, never see each other's;
/// 3. the caller runs in no task at all and a runtime was attached outside any task
///    (a synchronous XCTest method, a command-line tool's main code);
/// 4. otherwise the app runtime: the one `UIApplicationMain(runtime:delegate:)` launched,
///    or, when nothing launched one, a default runtime created on first use (an iPhone 14
///    in portrait, real time, a run loop turned by the main dispatch queue, exceptions
///    that trap as an uncaught exception ends an iOS app).
///
/// Objects that are in a window never ask: they reach their runtime through the object
/// graph (view → window → runtime).
extension ViewControllerKit.Runtime {
    nonisolated static var scoped: ViewControllerKit.Runtime? { RuntimeScope.runtime }

    /// The runtime in use by the caller (see the type's discussion for the order).
    public static var current: ViewControllerKit.Runtime {
        if let scoped { return scoped }
        if let attached = AttachedRuntimes.shared.runtime(forTask: currentTaskKey) { return attached }
        return appRuntime
    }

    /// The runtime in use when a host was attached to the caller (cases 1–3), or nil when
    /// the caller would get the app runtime. App asynchrony (`DispatchQueue.main.async`, …)
    /// is routed to a host's run loop only when this is non-nil.
    static var currentHosted: ViewControllerKit.Runtime? {
        scoped ?? AttachedRuntimes.shared.runtime(forTask: currentTaskKey)
    }

    /// Runs `body` with this runtime in use (case 1), for everything it calls and every
    /// task it creates.
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        try RuntimeScope.$runtime.withValue(self) { try body() }
    }

    /// Makes this runtime the one in use for the calling Swift task (or, outside any task,
    /// for task-less callers) until ``detach()`` or until the runtime is deallocated.
    /// A headless host calls this when it is created.
    ///
    /// `isStillOwner`, when given, is asked at each lookup: a task's identity is its address,
    /// which a later task can reuse once the first has ended, so a host that outlives its
    /// test (kept by a reference cycle) must not be found by another test's task.
    public func attach(isStillOwner: (@Sendable () -> Bool)? = nil) {
        AttachedRuntimes.shared.attach(self, toTask: Self.currentTaskKey, isStillOwner: isStillOwner)
    }

    /// Stops this runtime being the one in use for any task it was attached to.
    public func detach() {
        AttachedRuntimes.shared.detach(self)
    }

    /// The app runtime (case 4).
    static var appRuntime: ViewControllerKit.Runtime {
        if let launched = AttachedRuntimes.shared.app { return launched }
        let runtime = ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhone14), clock: ViewControllerKit.RealClock(), runLoopMode: .automatic)
        AttachedRuntimes.shared.app = runtime
        return runtime
    }

    /// Makes `runtime` the app runtime (`UIApplicationMain` calls this).
    static func setAppRuntime(_ runtime: ViewControllerKit.Runtime) {
        AttachedRuntimes.shared.app = runtime
    }

    /// The run loop of the host in use by the caller, from any thread: where app code's
    /// main-queue work goes (nil when the caller is not under a host).
    nonisolated static var hostedMainQueue: ViewControllerKit.MainQueueInbox? {
        if let scoped = RuntimeScope.runtime { return scoped.mainQueue }
        return AttachedRuntimes.shared.runtime(forTask: currentTaskKey)?.mainQueue
    }

    /// The content size category (raw value) of the runtime in use by the caller, from any
    /// thread (cases 1–4; nil when no app runtime was created yet).
    nonisolated static var currentContentSizeCategoryName: String? {
        let runtime = RuntimeScope.runtime ?? AttachedRuntimes.shared.runtime(forTask: currentTaskKey)
            ?? AttachedRuntimes.shared.launchedApp
        return runtime?.contentSizeCategoryName.withLock { $0 }
    }

    /// The current Swift task's identity, or nil outside any task.
    nonisolated static var currentTaskKey: Int? {
        withUnsafeCurrentTask { $0?.hashValue }
    }
}

/// The runtime set by ``ViewControllerKit.Runtime/withCurrent(_:)`` for the code it runs (case 1).
enum RuntimeScope {
    @TaskLocal static var runtime: ViewControllerKit.Runtime?
}

/// The runtimes attached to Swift tasks, held weakly so that a test's host going away
/// takes its entry with it. Thread-safe: app code may schedule main-queue work from any
/// thread of a host's task (see `AppAsynchrony.swift`).
final class AttachedRuntimes: Sendable {
    static let shared = AttachedRuntimes()
    private struct State {
        var byTask: [Int: WeakRuntime] = [:]
        /// Runtimes attached outside any task, most recent last.
        var taskless: [WeakRuntime] = []
        var appStrong: AppRuntimeHolder?
    }
    private let state = Mutex(State())

    @MainActor var app: ViewControllerKit.Runtime? {
        get { state.withLock { $0.appStrong?.runtime } }
        set { state.withLock { $0.appStrong = newValue.map(AppRuntimeHolder.init) } }
    }

    /// The app runtime, when one exists, from any thread.
    var launchedApp: ViewControllerKit.Runtime? { state.withLock { $0.appStrong?.runtime } }

    func runtime(forTask key: Int?) -> ViewControllerKit.Runtime? {
        state.withLock { state in
            guard let key else {
                state.taskless.removeAll { $0.runtime == nil }
                return state.taskless.last?.runtime
            }
            guard let entry = state.byTask[key] else { return nil }
            if let runtime = entry.runtime, entry.isStillOwner?() ?? true { return runtime }
            state.byTask[key] = nil
            return nil
        }
    }

    func attach(_ runtime: ViewControllerKit.Runtime, toTask key: Int?, isStillOwner: (@Sendable () -> Bool)? = nil) {
        let entry = WeakRuntime(runtime, isStillOwner: isStillOwner)
        state.withLock { state in
            if let key { state.byTask[key] = entry } else { state.taskless.append(entry) }
        }
    }

    func detach(_ runtime: ViewControllerKit.Runtime) {
        let id = ObjectIdentifier(runtime)
        state.withLock { state in
            state.byTask = state.byTask.filter { $0.value.id != id && $0.value.runtime != nil }
            state.taskless.removeAll { $0.id == id || $0.runtime == nil }
        }
    }
}

/// A weak reference to a runtime that may cross threads; only its identity and its
/// thread-safe parts are used off the main actor.
final class WeakRuntime: @unchecked Sendable {
    weak var runtime: ViewControllerKit.Runtime?
    let id: ObjectIdentifier
    let isStillOwner: (@Sendable () -> Bool)?
    init(_ runtime: ViewControllerKit.Runtime, isStillOwner: (@Sendable () -> Bool)? = nil) {
        self.runtime = runtime
        id = ObjectIdentifier(runtime)
        self.isStillOwner = isStillOwner
    }
}

/// The app runtime lives as long as the process (as UIApplication does on iOS).
final class AppRuntimeHolder: @unchecked Sendable {
    let runtime: ViewControllerKit.Runtime
    init(_ runtime: ViewControllerKit.Runtime) { self.runtime = runtime }
}
