import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization
import UIKitHeadless

extension ViewControllerKit {
    /// Where and how a ``WebServer`` listens, and its limits.
    public struct WebServerConfiguration: Sendable {
        /// The address to listen on; loopback unless you mean to expose the app.
        public var host = "127.0.0.1"
        /// The port; 0 picks a free one (``WebServer/run(onReady:)`` reports it).
        public var port = 0
        /// Messages a second one tab may send on average, and the burst it may send at once.
        public var messagesPerSecond = 240.0
        public var burst = 480.0
        /// The display link's period (the page's 60 Hz).
        public var tickInterval: Duration = .milliseconds(16)
        /// Where the DejaVu files the page draws text with are read from (the ones Swift
        /// measures with, docs/Text.md); `VCK_FONT_DIR` overrides it.
        public var fontDirectory = ProcessInfo.processInfo.environment["VCK_FONT_DIR"] ?? "/usr/share/fonts/truetype/dejavu"

        public init(host: String = "127.0.0.1", port: Int = 0) {
            self.host = host
            self.port = port
        }
    }

    /// The live browser host: serves the page, its script and the fonts over HTTP, and
    /// runs one ``WebSession`` per WebSocket at `/ws` (one per browser tab).
    ///
    /// ```swift
    /// let server = ViewControllerKit.WebServer(app: app, configuration: .init(port: 0))
    /// try await server.run { port in print("Open http://127.0.0.1:\(port)/") }
    /// ```
    ///
    /// Hardening (docs/BrowserHost.md): the WebSocket upgrade is refused to a page from
    /// another origin; frames over 16 KiB close the socket; messages over 4 KiB, malformed
    /// or unknown ones, and messages over the rate limit get an `error` reply while the
    /// session keeps running; a session ends with its socket and takes its app with it.
    public final class WebServer: Sendable {
        public let app: WebApp
        public let configuration: WebServerConfiguration
        private let boundPort = Mutex(0)
        private let nextSession = Mutex(0)

        /// WebSocket frames larger than this close the connection (code 1009).
        public static let maxFrameBytes = 16 * 1024

        public init(app: WebApp, configuration: WebServerConfiguration = .init()) {
            self.app = app
            self.configuration = configuration
        }

        /// The port the server listens on, once it runs (0 before).
        public var port: Int { boundPort.withLock { $0 } }

        /// Serves until the task is cancelled or the process gets SIGINT/SIGTERM;
        /// `onReady` gets the port once the socket listens.
        public func run(onReady: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
            var logger = Logger(label: "UIKitWeb")
            logger.logLevel = .warning
            let application = Application(
                router: httpRouter(),
                server: .http1WebSocketUpgrade(webSocketRouter: webSocketRouter(),
                                               configuration: .init(ws: .init(maxFrameSize: Self.maxFrameBytes))),
                configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
                onServerRunning: { [self] channel in
                    let port = channel.localAddress?.port ?? 0
                    boundPort.withLock { $0 = port }
                    onReady(port)
                },
                logger: logger)
            try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        }

        // MARK: HTTP

        private func httpRouter() -> Router<BasicRequestContext> {
            let router = Router(context: BasicRequestContext.self)
            router.get("/") { _, _ in Self.response(WebPage.html, type: "text/html; charset=utf-8") }
            router.get("/app.js") { _, _ in Self.response(WebPage.script, type: "text/javascript; charset=utf-8") }
            router.get("/status") { _, _ in
                let live = await MainActor.run { WebSessions.live }
                return Self.response("{\"sessions\":\(live)}", type: "application/json")
            }
            let fonts = configuration.fontDirectory
            router.get("/fonts/{name}") { _, context in
                let name = context.parameters.get("name") ?? ""
                guard WebPage.fontFiles.contains(name),
                      let data = FileManager.default.contents(atPath: fonts + "/" + name) else {
                    return Response(status: .notFound)
                }
                return Response(status: .ok, headers: [.contentType: "font/ttf", .cacheControl: "max-age=3600"],
                                body: .init(byteBuffer: ByteBuffer(bytes: data)))
            }
            return router
        }

        private static func response(_ text: String, type: String) -> Response {
            Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                     body: .init(byteBuffer: ByteBuffer(string: text)))
        }

        // MARK: WebSocket

        /// Whether a WebSocket upgrade from a page at `origin` is allowed: this server's own
        /// page (127.0.0.1 or localhost on its port), or a client that sends no Origin (not
        /// a browser page, so not a cross-site attack).
        public static func originAllowed(_ origin: String?, port: Int) -> Bool {
            guard let origin else { return true }
            return origin == "http://127.0.0.1:\(port)" || origin == "http://localhost:\(port)"
        }

        private func webSocketRouter() -> Router<BasicWebSocketRequestContext> {
            let router = Router(context: BasicWebSocketRequestContext.self)
            router.ws("/ws") { [self] request, _ in
                let port = self.port
                return Self.originAllowed(request.headers[.origin], port: port) ? .upgrade([:]) : .dontUpgrade
            } onUpgrade: { [self] inbound, outbound, _ in
                await serve(inbound: inbound, outbound: outbound)
            }
            return router
        }

        /// One tab: a session on the main actor, a writer, a display-link ticker and the
        /// reader, until the socket closes; then the session is closed and released.
        private func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
            let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(4096))
            let id = nextSession.withLock { $0 += 1; return $0 }
            let app = self.app
            let session = await MainActor.run {
                WebSessions.track(WebSession(id: id, app: app, send: { continuation.yield($0) }))
            }
            let configuration = self.configuration
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in stream {
                        do { try await outbound.write(.text(text)) } catch { return }
                    }
                }
                group.addTask {
                    var last = ContinuousClock.now
                    while !Task.isCancelled {
                        do { try await Task.sleep(for: configuration.tickInterval) } catch { return }
                        let now = ContinuousClock.now
                        let elapsed = now - last
                        last = now
                        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                        await MainActor.run { session.tick(elapsed: seconds) }
                    }
                }
                group.addTask {
                    var limiter = RateLimiter(rate: configuration.messagesPerSecond, burst: configuration.burst)
                    do {
                        for try await message in inbound.messages(maxSize: Self.maxFrameBytes) {
                            guard limiter.allow() else {
                                if limiter.shouldReport() { await MainActor.run { session.reply(.rateLimited) } }
                                continue
                            }
                            switch message {
                            case .text(let text): await MainActor.run { session.receive(text) }
                            case .binary: await MainActor.run { session.reply(.binaryMessage) }
                            }
                        }
                    } catch {
                        // An oversized or broken frame: the socket closes and the session with it.
                    }
                }
                // Whichever ends first (the socket closed, a write failed) ends the tab.
                await group.next()
                group.cancelAll()
            }
            continuation.finish()
            await MainActor.run { session.close() }
        }
    }

    /// The sessions alive now, held weakly: `/status` reports their number, so a test can
    /// see that closed tabs left nothing behind.
    @MainActor
    enum WebSessions {
        private static var sessions: [WeakBox] = []

        private final class WeakBox {
            weak var session: WebSession?
            init(_ session: WebSession) { self.session = session }
        }

        static func track(_ session: WebSession) -> WebSession {
            sessions.removeAll { $0.session == nil }
            sessions.append(WeakBox(session))
            return session
        }

        static var live: Int {
            sessions.removeAll { $0.session == nil }
            return sessions.count
        }
    }
}
