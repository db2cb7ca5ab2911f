import UIKit

/// Where in a test a host step was written: the place a failure the step caused is
/// reported at. Host methods take it through defaulted `fileID:filePath:line:column:`
/// parameters, so a failure points at the test's own line.
public struct HostSourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public var description: String { "\(fileID):\(line):\(column)" }
}

/// A failure a host reports to the test framework: an unexpected UIKit exception, a
/// warning in strict mode, or an expected exception that never came.
public struct HostFailure: Sendable, CustomStringConvertible {
    /// What went wrong, with UIKit's exact message.
    public let message: String
    /// The test step that caused it.
    public let location: HostSourceLocation
    /// The UIKit diagnostic behind the failure, if there is one.
    public let diagnostic: ViewControllerKit.Diagnostic?

    public init(message: String, location: HostSourceLocation, diagnostic: ViewControllerKit.Diagnostic?) {
        self.message = message
        self.location = location
        self.diagnostic = diagnostic
    }

    public var description: String { "\(location): \(message)" }
}
