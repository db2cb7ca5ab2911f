import Foundation
import RenderTree
import UIKitHeadless

extension ViewControllerKit {
    /// One browser tab's app: its own ``HeadlessHost`` (runtime, manual clock, window),
    /// driven by the server's display-link loop, sending render diffs and the live panel
    /// to the page, and turning the page's input into touches on the host's touch path.
    ///
    /// ```
    ///   connect ──▶ running ──(tick, receive)──▶ running ──close()──▶ closed
    ///                  │  ▲                                          (host released,
    ///                  └──┘ device message: a new host, same session   nothing kept)
    /// ```
    ///
    /// Everything goes out through `send` as text (JSON, docs/BrowserHost.md). A UIKit
    /// exception raised in this session is sent as an `exception` message; the session,
    /// the process and other sessions go on (the call that raised changed nothing).
    @MainActor
    public final class WebSession {
        public let id: Int
        public let app: WebApp
        /// The running app's host; replaced when the page picks another profile.
        public internal(set) var host: HeadlessHost
        public private(set) var profileName: String
        public private(set) var isClosed = false
        /// Runs transitions and animations at a tenth of their speed.
        public private(set) var slowMotion = false
        /// The page's viewport (CSS pixels), as last reported.
        public private(set) var viewport: CGSize = .zero
        /// The device bar's text size (nil: the profile's default, `.large`).
        public private(set) var textSize: UIContentSizeCategory?
        /// Browser pointer ids → the host's fingers.
        var pointers: [Int: SyntheticTouch] = [:]
        let send: @Sendable (String) -> Void
        private var connection: RenderConnection?
        private var frameSink: FrameSink?
        private var pendingEvents: [String] = []
        private var editingObservers: [any NSObjectProtocol] = []
        /// The journey the tab is replaying (see WebSession+Journey.swift), if any.
        var journey: PlayingJourney?
        private var lastHierarchy = ""
        /// Counts the hosts this session has had: a new one means a fresh drawing.
        private var hostGeneration = 0
        private var hierarchyDirty = true
        /// The screen's size and orientation the page last heard in `hello`.
        private var announcedScreen: (size: CGSize, orientation: UIInterfaceOrientation)?

        /// Starts the app on the app's first profile and sends `hello`; the first frame
        /// follows on the first ``tick(elapsed:)``.
        public init(id: Int, app: WebApp, send: @escaping @Sendable (String) -> Void) {
            self.id = id
            self.app = app
            self.send = send
            profileName = app.profiles[0].name
            host = Self.makeHost(app.profiles[0].profile)
            start()
            editingObservers = observeEditing()
        }

        static func makeHost(_ profile: DeviceProfile) -> HeadlessHost {
            HeadlessHost(device: profile, createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                         reportingFailures: { _ in })
        }

        /// Connects the current host: render frames, lifecycle events and exceptions flow
        /// to the page from now on; the app's root controller is shown unless a journey
        /// will show its own.
        func start(showingApp: Bool = true) {
            let host = self.host
            hostGeneration += 1
            let failures = WeakSession(self)
            host.runtime.diagnostics.handler = { diagnostic in failures.session?.received(diagnostic) }
            host.runtime.lifecycleObservers.add { [weak self] event in self?.observed(event) }
            pointers = [:]
            sendHello()
            let sink = FrameSink(session: self)
            frameSink = sink
            connection = host.runtime.connect(sink, to: host.window)
            if showingApp { host.step(at: Self.location) { host.window.rootViewController = app.makeRootViewController() } }
        }

        static var location: HostSourceLocation {
            HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        }

        /// One display-link tick: moves the session's clock by the real time elapsed (a
        /// tenth of it in slow motion; at most 0.1 s, so a stalled tab does not jump), turns
        /// the run loop (the display pass sends a frame when the drawing changed), and sends
        /// the panel's news.
        public func tick(elapsed: TimeInterval) {
            guard !isClosed else { return }
            let seconds = min(max(elapsed, 0), 0.1) * (slowMotion ? 0.1 : 1)
            host.advance(by: seconds)
            announceScreenChange()
            flushPanel()
        }

        /// A rotation the app made itself (a journey's step, not the device bar) still
        /// resizes the page's device: `hello` again when the screen changed since the last.
        private func announceScreenChange() {
            guard let announced = announcedScreen else { return }
            if announced.size != host.screen.bounds.size || announced.orientation != host.screen.interfaceOrientation { sendHello() }
        }

        /// Handles one text message from the page; a refused one gets an `error` reply.
        public func receive(_ text: String) {
            guard !isClosed else { return }
            do {
                try handle(WebMessage.parse(text))
            } catch {
                reply(error)
            }
        }

        /// Sends an `error` reply (the session keeps running).
        public func reply(_ error: WebMessageError) {
            send(WebJSON.object(["type": .string("error"), "code": .string(error.code), "message": .string(error.message)]))
        }

        /// Ends the session: lifts every finger, disconnects the renderer and lets the host
        /// (runtime, window, controllers) go. Safe mid-transition and more than once.
        public func close() {
            guard !isClosed else { return }
            isClosed = true
            tearDownHost()
            for observer in editingObservers { NotificationCenter.default.removeObserver(observer) }
            editingObservers = []
        }

        func tearDownHost() {
            if let journey {
                // A journey's completion handlers hold its stage, and the stage the host:
                // transitions still running would keep the host alive through its timers.
                journey.player.abandon()
                host.runUntilIdle()
            }
            journey = nil
            for touch in pointers.values { host.touchCancel(touch) }
            pointers = [:]
            connection?.disconnect()
            connection = nil
            frameSink = nil
            host.step(at: Self.location) { host.window.rootViewController = nil }
        }

        // MARK: Messages

        private func handle(_ message: WebMessage) throws(WebMessageError) {
            switch message {
            case .pointer(let phase, let pointer, let x, let y):
                try handlePointer(phase, pointer: pointer, at: CGPoint(x: x, y: y))
            case .wheel(let x, let y, let dx, let dy):
                scroll(at: CGPoint(x: x, y: y), by: CGPoint(x: dx, y: dy))
            case .key(let key):
                type(key)
            case .resize(let width, let height):
                viewport = CGSize(width: width, height: height)
            case .device(let profile, let appearance, let orientation, let textSize):
                try changeDevice(profile: profile, appearance: appearance, orientation: orientation, textSize: textSize)
            case .slowMotion(let on):
                slowMotion = on
            case .journey(let id):
                try startJourney(id)
            case .step:
                try playNextStep()
            case .refresh:
                sendHello()
                hierarchyDirty = true
                connection?.disconnect()
                let sink = FrameSink(session: self)
                frameSink = sink
                connection = host.runtime.connect(sink, to: host.window)
            }
        }

        private func changeDevice(profile: String?, appearance: WebMessage.Appearance?, orientation: String?,
                                  textSize: UIContentSizeCategory?) throws(WebMessageError) {
            var parsedOrientation: UIInterfaceOrientation?
            if let orientation {
                guard let known = Self.orientations[orientation] else { throw .unknownID("orientation \"\(orientation.prefix(32))\"") }
                parsedOrientation = known
            }
            if let profile {
                guard let entry = app.profiles.first(where: { $0.name == profile }) else { throw .unknownID("profile \"\(profile.prefix(32))\"") }
                if profile != profileName {
                    let wasPlaying = journey != nil
                    tearDownHost()
                    profileName = profile
                    host = Self.makeHost(entry.profile)
                    applyTextSize()
                    start()
                    if wasPlaying { sendJourneyState() }
                }
            }
            if let appearance {
                host.step(at: Self.location) {
                    host.window.overrideUserInterfaceStyle = appearance == .dark ? .dark : .light
                }
            }
            if let textSize {
                // As the Settings app: the screen's category changes, windows update their
                // traits, labels that adjust re-make their fonts and layout follows.
                self.textSize = textSize
                host.step(at: Self.location) { applyTextSize() }
            }
            if let parsedOrientation {
                // Rotation runs on the session's clock: the loop's ticks animate it.
                let rotated = host.step(at: Self.location) { host.runtime.rotate(to: parsedOrientation) }
                sendHello(rotated: rotated)
            }
        }

        /// Sets the chosen text size on the current host's screen (kept across profile changes).
        private func applyTextSize() {
            guard let textSize else { return }
            host.screen.systemOverrides.preferredContentSizeCategory = textSize
        }

        static let orientations: [String: UIInterfaceOrientation] = [
            "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown,
            "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
        ]

        // MARK: Out

        func sendFrame(_ frame: RenderFrame) {
            guard !isClosed, let diff = try? RenderJSON.encode(frame.diff) else { return }
            let head = "{\"type\":\"frame\",\"seq\":\(frame.sequence),\"time\":\(WebJSON.number(frame.time)),\"diff\":"
            send(head + String(decoding: diff, as: UTF8.self) + "}")
        }

        /// `hello`: the session, the device (its size in the current orientation) and the
        /// profiles; the page starts a fresh drawing on it.
        func sendHello(rotated: Bool? = nil) {
            let bounds = host.screen.bounds
            announcedScreen = (bounds.size, host.screen.interfaceOrientation)
            var fields: [String: WebJSON] = [
                "type": .string("hello"), "session": .number(Double(id)), "app": .string(app.name),
                "host": .number(Double(hostGeneration)),
                "profile": .string(profileName), "profiles": .array(app.profiles.map { .string($0.name) }),
                "width": .number(bounds.width), "height": .number(bounds.height),
                "orientation": .string(Self.orientations.first { $0.value == host.screen.interfaceOrientation }?.key ?? "portrait"),
                "journeys": .array(app.journeys.map { .object(["id": .string($0.id), "title": .string($0.title)]) }),
            ]
            if let rotated { fields["rotated"] = .bool(rotated) }
            send(WebJSON.object(fields))
        }

        private func observed(_ event: LifecycleEvent) {
            if event.callback.isLayout { return }
            func label(_ controller: UIViewController?) -> String {
                guard let controller else { return "nil" }
                let type = String(describing: Swift.type(of: controller))
                return controller.title.map { "\(type) \"\($0)\"" } ?? type
            }
            var text = event.callback.name
            switch event.callback {
            case .willMove(let parent), .didMove(let parent): text += "(toParent: \(label(parent)))"
            case .viewWillTransition(let size): text += "(to: {\(WebJSON.number(size.width)), \(WebJSON.number(size.height))})"
            default: if let animated = event.callback.animated { text += "(\(animated))" }
            }
            let name = label(event.controller)
            pendingEvents.append(WebJSON.object([
                "time": .number(event.time), "controller": .string(name), "callback": .string(text),
                "line": .string("\(name): \(text)"),
            ]))
            hierarchyDirty = true
        }

        /// A line in the panel that is not a lifecycle callback (text editing, a key with
        /// nowhere to go), stamped with the session's clock.
        func note(_ line: String, controller: String? = nil) {
            var fields: [String: WebJSON] = ["time": .number(host.clock.now), "line": .string(line)]
            if let controller { fields["controller"] = .string(controller) }
            pendingEvents.append(WebJSON.object(fields))
        }

        private func received(_ diagnostic: Diagnostic) {
            guard case .exception = diagnostic.kind else { return }
            send(WebJSON.object(["type": "exception", "message": .string(diagnostic.description)]))
        }

        private func flushPanel() {
            flushJourney()
            if !pendingEvents.isEmpty {
                send("{\"type\":\"lifecycle\",\"events\":[" + pendingEvents.joined(separator: ",") + "]}")
                pendingEvents = []
            }
            if hierarchyDirty {
                hierarchyDirty = false
                let dump = host.hierarchyDump()
                if dump != lastHierarchy {
                    lastHierarchy = dump
                    send(WebJSON.object(["type": "hierarchy", "text": .string(dump)]))
                }
            }
        }
    }

    /// The render host a session connects: the runtime keeps hosts weakly, so the session
    /// holds this and this points back weakly (closing the session stops frames at once).
    @MainActor
    final class FrameSink: RenderHost {
        weak var session: WebSession?
        init(session: WebSession) { self.session = session }
        func render(_ frame: RenderFrame) { session?.sendFrame(frame) }
    }

    /// A weak reference for closures the runtime keeps (its diagnostics handler).
    @MainActor
    final class WeakSession {
        weak var session: WebSession?
        init(_ session: WebSession) { self.session = session }
    }
}
