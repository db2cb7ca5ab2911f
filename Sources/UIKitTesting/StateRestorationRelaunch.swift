import Foundation
import UIKit

extension ViewControllerKit.Runtime {
    /// Quits and relaunches the app as iOS does after terminating a suspended app: sends it
    /// to the background (an app that opts in has its state preserved there; a scene app
    /// its scenes' `stateRestorationActivity(for:)`, reconnected with their sessions), tears this
    /// runtime down, and runs `launch` (which calls `UIApplicationMain`) on a new runtime on
    /// the same device that carries the preserved archive. Returns the new runtime; drop
    /// every reference into the old app so it is freed.
    public func relaunchPreservingState(_ launch: (ViewControllerKit.Runtime) -> Void) -> ViewControllerKit.Runtime {
        enterBackground()
        let archive = stateRestorationArchive
        // The process ends on iOS: here its windows let go of their controllers and the app
        // of its delegate, so nothing of the old app outlives the relaunch.
        withCurrent {
            for window in allWindows {
                window.rootViewController = nil
                window.isHidden = true
            }
            for scene in application.connectedScenes {
                (scene.delegate as? UIWindowSceneDelegate)?.window = nil
                scene.delegate = nil
            }
            application.delegate = nil
        }
        detach()
        let next = ViewControllerKit.Runtime(screen: UIScreen(profile: screen.profile), clock: ViewControllerKit.ManualClock(),
                                             runLoopMode: .manual)
        next.stateRestorationArchive = archive
        next.withCurrent { launch(next) }
        return next
    }
}
