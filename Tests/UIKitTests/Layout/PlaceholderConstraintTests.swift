import Foundation
import Testing
import UIKitTesting

/// `NSLayoutConstraint()`, the placeholder iOS code keeps until it makes the real constraint.
@Suite @MainActor struct PlaceholderConstraintTests {
    @Test func aPlaceholderRelatesNothing_isInactive_andActivatingItRaises() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let placeholder = NSLayoutConstraint()
        #expect(placeholder.firstItem == nil && placeholder.secondItem == nil)
        #expect(placeholder.firstAttribute == .notAnAttribute && placeholder.secondAttribute == .notAnAttribute)
        #expect(placeholder.relation == .equal && placeholder.multiplier == 1 && placeholder.constant == 0)
        #expect(!placeholder.isActive)
        host.expectException(containing: "Unable to activate constraint") {
            placeholder.isActive = true
        }
        #expect(!placeholder.isActive)
    }
}
