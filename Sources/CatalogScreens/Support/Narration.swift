import Foundation
import UIKitHeadless

/// How the catalog prints what it observes. One geometry format throughout: UIKit's
/// description forms, as the hierarchy and view dumps print them — rects `(0 0; 390 844)`,
/// sizes and points `{390, 844}`, insets `{top, left, bottom, right}`.
@MainActor
enum Narration {
    /// `[0.350 s]`: a time on the host's clock.
    static func time(_ seconds: TimeInterval) -> String { String(format: "[%.3f s]", seconds) }

    /// A controller as traces name it: its class, and its title when it has one
    /// (`ColorPageViewController "Red"`, `UINavigationController`).
    static func label(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        let type = String(describing: Swift.type(of: controller))
        return controller.title.map { "\(type) \"\($0)\"" } ?? type
    }

    static func rect(_ rect: CGRect) -> String { rect.uikitDescription }
    static func size(_ size: CGSize) -> String { size.uikitDescription }

    /// `wChR`: the horizontal and vertical size classes, compact or regular.
    static func sizeClasses(_ traits: UITraitCollection?) -> String {
        guard let traits else { return "nil" }
        func letter(_ c: UIUserInterfaceSizeClass) -> String { c == .compact ? "C" : c == .regular ? "R" : "?" }
        return "w\(letter(traits.horizontalSizeClass))h\(letter(traits.verticalSizeClass))"
    }

    /// One callback: `[0.000 s] ColorPageViewController "Red": viewWillAppear(true) movingToParent`.
    static func line(for event: ViewControllerKit.LifecycleEvent) -> String {
        let controller = event.controller
        var text = event.callback.name
        switch event.callback {
        case .willMove(let parent), .didMove(let parent):
            text += "(toParent: \(label(parent)))"
        case .willTransition(let traits):
            text += "(to: \(sizeClasses(traits)))"
        case .viewWillTransition(let newSize):
            text += "(to: \(size(newSize)))"
        case .traitCollectionDidChange(let previous):
            text += "(\(sizeClasses(previous)) -> \(sizeClasses(controller.traitCollection)))"
        case .viewSafeAreaInsetsDidChange:
            text += " (now \(controller.viewIfLoaded?.safeAreaInsets.description ?? "-"))"
        case .viewLayoutMarginsDidChange:
            text += " (now \(controller.viewIfLoaded?.layoutMargins.description ?? "-"))"
        case .preferredContentSizeDidChange(let child):
            text += "(forChildContentContainer: \(label(child))) (its size \(size(child.preferredContentSize)))"
        default:
            if let animated = event.callback.animated { text += "(\(animated))" }
        }
        if event.isMovingToParent { text += " movingToParent" }
        if event.isMovingFromParent { text += " movingFromParent" }
        if event.isBeingPresented { text += " beingPresented" }
        if event.isBeingDismissed { text += " beingDismissed" }
        return "\(time(event.time)) \(label(controller)): \(text)"
    }
}
