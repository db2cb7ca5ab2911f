import UIKit

extension HeadlessHost {
    /// Sends the app to the background (the Home gesture), then settles.
    public func enterBackground(fileID: String = #fileID, filePath: String = #filePath,
                                line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            runtime.enterBackground()
            settle(maxSeconds: 600)
        }
    }

    /// Brings the app back to the foreground and makes it active, then settles.
    public func enterForeground(fileID: String = #fileID, filePath: String = #filePath,
                                line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            runtime.enterForeground()
            settle(maxSeconds: 600)
        }
    }

    /// Simulates a memory warning (as the simulator's Debug menu does), then settles.
    public func simulateMemoryWarning(fileID: String = #fileID, filePath: String = #filePath,
                                      line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            runtime.receiveMemoryWarning()
            settle(maxSeconds: 600)
        }
    }
}
