import Foundation

/// Rotating the interface when a full-screen presentation changes which controller
/// decides the orientation (UIKIT-SEMANTICS 10.9, 10.10).
///
/// After presenting, the presented controller decides; if the current orientation is not
/// one it supports, the interface turns to its
/// `preferredInterfaceOrientationForPresentation`. After dismissing, the uncovered
/// controller decides again; if it does not support the current orientation, the
/// interface turns to the first one it does (portrait first). A refused rotation leaves
/// the orientation as it is, as `ViewControllerKit.Runtime.rotate(to:)` always does.
@MainActor
enum PresentationOrientation {
    static func afterPresenting(_ presented: UIViewController) {
        let runtime = presented.runtimeInUse
        guard !runtime.supportedOrientations().contains(runtime.screen.interfaceOrientation.mask) else { return }
        runtime.rotate(to: presented.preferredInterfaceOrientationForPresentation)
    }

    static func afterDismissing() {
        let runtime = ViewControllerKit.Runtime.current
        let supported = runtime.supportedOrientations()
        guard !supported.contains(runtime.screen.interfaceOrientation.mask) else { return }
        let candidates: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        if let target = candidates.first(where: { supported.contains($0.mask) }) { runtime.rotate(to: target) }
    }
}
