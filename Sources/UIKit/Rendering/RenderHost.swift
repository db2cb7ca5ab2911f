import Foundation
import RenderTree

extension ViewControllerKit {
    /// The one way out to a screen: a renderer (a picture taker, a browser page's server)
    /// receives render-tree values and never touches UIKit objects.
    ///
    /// Connect a host to a window with ``Runtime/connect(_:to:)``. At the end of every
    /// run-loop turn — after events, timers, deferred blocks, the update-constraints and the
    /// layout passes — the runtime's display pass builds the window's ``RenderTree`` and,
    /// when the drawing changed since the frame this host last received, calls
    /// ``render(_:)`` once with the whole tree and the diff. The first frame's diff inserts
    /// every node. Frames arrive on the main actor, in order, one per turn at most.
    ///
    /// ```swift
    /// final class Recorder: ViewControllerKit.RenderHost {
    ///     var frames: [RenderFrame] = []
    ///     func render(_ frame: RenderFrame) { frames.append(frame) }
    /// }
    /// let connection = host.runtime.connect(recorder, to: host.window)
    /// ```
    @preconcurrency @MainActor
    public protocol RenderHost: AnyObject {
        /// Called after a display pass in which the connected window's drawing changed.
        func render(_ frame: RenderFrame)
    }

    /// A host connected to one window: holds the builder (stable node ids) and the last
    /// tree sent. The runtime keeps it until ``disconnect()``, or until the window or the
    /// host is gone; neither is kept alive by it.
    @preconcurrency @MainActor
    public final class RenderConnection {
        public private(set) weak var host: (any RenderHost)?
        public private(set) weak var window: UIWindow?
        /// The tree of the last frame sent, nil before the first.
        public private(set) var lastTree: RenderTree?
        public private(set) var isConnected = true
        private let builder = RenderTreeBuilder()
        private var sequence = 0

        init(host: any RenderHost, window: UIWindow) {
            self.host = host
            self.window = window
        }

        /// Stops frames; the next connection starts from a whole tree again.
        public func disconnect() { isConnected = false }

        /// The display pass's work for this connection: build, compare, send if changed.
        func displayPassDidRun(at time: TimeInterval) {
            guard isConnected, let host, let window else {
                isConnected = false
                return
            }
            let tree = builder.tree(of: window)
            let diff = RenderDiff(from: lastTree, to: tree)
            guard !diff.isEmpty else { return }
            sequence += 1
            lastTree = tree
            host.render(RenderFrame(sequence: sequence, time: time, tree: tree, diff: diff))
        }
    }
}

extension ViewControllerKit.Runtime {
    /// Connects `host` to `window`: from the next display pass on, the host receives the
    /// window's frames (see ``ViewControllerKit/RenderHost``). Asks for a display pass so the
    /// first frame comes on the next turn.
    @discardableResult
    public func connect(_ host: any ViewControllerKit.RenderHost, to window: UIWindow) -> ViewControllerKit.RenderConnection {
        let connection = ViewControllerKit.RenderConnection(host: host, window: window)
        displayHandlers.append { [weak self] in
            guard let self else { return }
            connection.displayPassDidRun(at: self.clock.now)
        }
        window.setNeedsDisplay()
        return connection
    }
}
