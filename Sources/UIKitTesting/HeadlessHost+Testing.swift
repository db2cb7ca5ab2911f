import Testing
import UIKitHeadless

extension HeadlessHost {
    /// A host for a test: UIKit exceptions nobody expected, expected exceptions that never
    /// came, and (with ``HeadlessHost/warningsAreFailures``) warnings fail the running test —
    /// Swift Testing or XCTest — at the line of the step that caused them.
    ///
    /// ```swift
    /// let host = HeadlessHost(device: .iPhone14)
    /// host.show(UINavigationController(rootViewController: inbox))
    /// nav.pushViewController(nav.topViewController!, animated: false)   // fails the test:
    /// // "UIKit raised an exception: *** Terminating app due to uncaught exception
    /// //  'NSInvalidArgumentException', reason: 'Pushing the same view controller instance …'"
    /// ```
    public convenience init(device: ViewControllerKit.DeviceProfile = .iPhone14, orientation: UIInterfaceOrientation = .portrait,
                            fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                            column: Int = #column) {
        TestFailureReporter.startTrackingXCTest()
        // A Swift Testing test's host belongs to that test only, even if it outlives it.
        let ownership = TestOwnership(test: Test.current?.id)
        self.init(device: device, orientation: orientation,
                  createdAt: HostSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                  isStillOwner: ownership.test == nil ? nil : ownership.isCurrent,
                  reportingFailures: TestFailureReporter.report)
    }
}

/// The Swift Testing test a host was made in.
private struct TestOwnership: Sendable {
    let test: Test.ID?
    @Sendable func isCurrent() -> Bool { Test.current?.id == test }
}
