import Testing
import UIKitTesting

/// One channel for warnings and programming-error exceptions (issue item 14).
@Suite @MainActor struct DiagnosticsTests {
    @Test func installedHandler_receivesEverything_inOrder() {
        let diagnostics = ViewControllerKit.Diagnostics()
        var received: [ViewControllerKit.Diagnostic] = []
        diagnostics.handler = { received.append($0) }
        diagnostics.warn("first")
        diagnostics.raise(.invalidArgumentException, "second")
        #expect(received == [
            ViewControllerKit.Diagnostic(kind: .warning, message: "first"),
            ViewControllerKit.Diagnostic(kind: .exception(.invalidArgumentException), message: "second"),
        ])
        #expect(received[1].isException && !received[0].isException)
        #expect(received[1].description
                == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'second'")
    }

    @Test func anInterceptedException_leavesStateUnchanged() {
        let host = HeadlessHost()
        let container = UIViewController()
        host.show(container)
        let a = UIViewController()
        ContainmentTests.embed(a, in: container)
        let before = host.hierarchyDump()
        host.expectException(containing: "must have a common parent view controller") {
            container.transition(from: a, to: UIViewController(), duration: 0, options: [], animations: nil)
            host.runUntilIdle()
        }
        #expect(host.hierarchyDump() == before)
        #expect(host.takeDiagnostics().count == 1)
        #expect(host.diagnostics.isEmpty)
    }
}
