import Testing
import XCTest
import UIKitHeadless

/// Reports a host's failures to the test framework that is running: Swift Testing's
/// `Issue.record` inside a Swift Testing test, the running XCTest case's failure record
/// otherwise. Both carry the source location of the test step that caused the failure.
enum TestFailureReporter {
    @MainActor
    static func report(_ failure: HostFailure) {
        let location = failure.location
        if Test.current != nil {
            Issue.record(Comment(rawValue: failure.message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: location.filePath,
                                                        line: location.line, column: location.column))
        } else if let testCase = XCTestCaseTracker.shared.current {
            testCase.recordFailure(withDescription: failure.message, inFile: location.filePath,
                                   atLine: location.line, expected: true)
        } else {
            // No test is running that we can see: fail loudly rather than drop it.
            XCTFail("\(location): \(failure.message)")
        }
    }

    /// Starts following XCTest cases (called when a test host is created, so that
    /// failures in XCTest methods can name the test's own file and line).
    static func startTrackingXCTest() { XCTestCaseTracker.installOnce() }
}

/// Follows which XCTest case is running (swift-corelibs-xctest has no public
/// "current test case"), through the public observation centre.
private final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = XCTestCaseTracker()
    private static let installed = NSLock()
    nonisolated(unsafe) private static var isInstalled = false
    nonisolated(unsafe) private(set) var current: XCTestCase?

    static func installOnce() {
        installed.lock(); defer { installed.unlock() }
        guard !isInstalled else { return }
        isInstalled = true
        XCTestObservationCenter.shared.addTestObserver(shared)
    }

    func testCaseWillStart(_ testCase: XCTestCase) { current = testCase }
    func testCaseDidFinish(_ testCase: XCTestCase) { if current === testCase { current = nil } }
}
