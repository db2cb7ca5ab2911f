import Foundation
import Testing
import UIKitTesting

/// Motion effects and pattern colours compile and are kept, and say once that they do nothing
/// here (no device motion, no pixels to tile): "Unsupported is loud".
@Suite @MainActor struct MotionEffectTests {
    @Test func motionEffectsAreKeptInOrder_neverApplied_andReportedOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -10
        vertical.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        let shadow = UIMotionEffect()

        view.addMotionEffect(group)
        view.addMotionEffect(shadow)
        view.addMotionEffect(group)   // already there: not added twice
        #expect(view.motionEffects.map(ObjectIdentifier.init) == [ObjectIdentifier(group), ObjectIdentifier(shadow)])
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.removeMotionEffect(group)
        #expect(view.motionEffects.map(ObjectIdentifier.init) == [ObjectIdentifier(shadow)])
        view.motionEffects = [horizontal, shadow]
        #expect(view.motionEffects.map(ObjectIdentifier.init) == [ObjectIdentifier(shadow), ObjectIdentifier(horizontal)])
        view.motionEffects = []
        #expect(view.motionEffects.isEmpty)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIView.addMotionEffect(_:) does nothing here: there is no device motion; the effects are kept in motionEffects, never applied.",
        ])
    }

    @Test func interpolatingEffectsAnswerUIKitsRelativeValues_andAGroupMergesThem() {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = NSNumber(value: 0)
        vertical.maximumRelativeValue = 10.0
        #expect(horizontal.keyPath == "center.x" && horizontal.type == .tiltAlongHorizontalAxis)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))?["center.x"] as? CGFloat == 10)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -3, vertical: 0))?["center.x"] as? CGFloat == -20)
        let group = UIMotionEffectGroup()
        #expect(group.motionEffects == nil)
        #expect(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)
        group.motionEffects = [horizontal, vertical]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))
        #expect(values?.count == 2)
        #expect(values?["center.x"] as? CGFloat == 20)
        #expect(values?["center.y"] as? CGFloat == 5)
        #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)
        #expect(UIInterpolatingMotionEffect.EffectType.tiltAlongVerticalAxis.rawValue == 1)
    }

    @Test func aPatternColourIsClear_andSaysSoOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let tile = UIImage()
        let first = UIColor(patternImage: tile)
        let second = UIColor(patternImage: tile)
        #expect(first == .clear && second == .clear)
        let view = UIView()
        view.backgroundColor = first
        #expect(view.backgroundColor == .clear)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIColor(patternImage:) does nothing here: images hold no pixels to tile; the colour is clear.",
        ])
    }
}
