import Foundation
import Testing
import UIKitTesting

/// Older application-wide status bar reads and other small system members real code uses.
@Suite @MainActor struct SystemStatusOddsTests {
    @Test func theStatusBarReadsComeFromTheKeyWindowsScene() {
        let host = HeadlessHost(device: .iPhone14)
        host.show(UIViewController())
        let app = UIApplication.shared
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(!app.isStatusBarHidden)
        #expect(app.statusBarStyle == .default)
        #expect(app.statusBarOrientation == .portrait)
        #expect(!app.supportsMultipleScenes)
        #expect(!UIScreen.main.isCaptured)
        #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
        UIScreen.main.brightness = 1
        UIScreen.main.brightness = 0
        #expect(UIScreen.main.brightness == 0.5)
        #expect(host.takeDiagnostics().map(\.message) == ["ViewControllerKit: UIScreen.brightness does nothing here: there is no backlight to dim."])
    }

    @Test func scrollToNearestSelectedRow_bringsTheSelectedRowNearestThePosition() {
        let s = TableScene()
        s.table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(s.table.contentOffset.y == 0)                         // nothing selected
        s.table.allowsMultipleSelection = true
        s.table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .none)
        s.table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .none)
        s.table.contentOffset = CGPoint(x: 0, y: 44 * 45)                     // rows 45…54 visible
        s.table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(s.table.contentOffset.y == CGFloat(44 * 50))                            // 50 is nearer the top than 30
        s.table.contentOffset = CGPoint(x: 0, y: 44 * 30 + 10)
        s.table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(s.table.contentOffset.y == CGFloat(44 * 30))
        #expect(!s.table.hasUncommittedUpdates && !s.table.hasActiveDrag && !s.table.hasActiveDrop)
    }
}
