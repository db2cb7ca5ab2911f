import Foundation
import UIKitHeadless

extension Journey {
    /// `catalog --storyboard FILE`: runs any storyboard as an app on a headless device. Its
    /// initial controller is shown (app classes the catalog does not have fall back to UIKit's
    /// base classes, with UIKit's diagnostic); then each titled button or bar button item of
    /// the first screen is tapped in turn — its segue or action fires — and the journey returns
    /// to the first screen (dismissing, popping to the root) before the next tap.
    public static func storyboard(at url: URL, maximumTaps: Int = 12) -> Journey {
        Journey(id: "storyboard", title: "Storyboard \(url.lastPathComponent)", source: url.path) { stage in
            let name = url.deletingPathExtension().lastPathComponent
            let bundle = Bundle(path: url.deletingLastPathComponent().path) ?? .main
            var root: UIViewController?
            stage.step("Launch: show the initial view controller of \(url.lastPathComponent)") {
                root = UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController()
                if let root { stage.host.show(root) } else { stage.note("The storyboard names no initial view controller.") }
            }
            guard let root else { return }
            for label in tappableLabels(in: stage.host.window).prefix(maximumTaps) {
                stage.step("Tap “\(label)”") {
                    do { try stage.host.tap(label: label) } catch { stage.note("Could not tap: \(error)") }
                }
                guard root.presentedViewController != nil
                    || ((root as? UINavigationController)?.viewControllers.count ?? 1) > 1
                else { continue }
                stage.step("Back to the first screen") {
                    if root.presentedViewController != nil { root.dismiss(animated: false) }
                    (root as? UINavigationController)?.popToRootViewController(animated: false)
                }
            }
        }
    }

    /// The labels of visible, enabled controls in the window, in hierarchy order, once each.
    @MainActor
    static func tappableLabels(in window: UIWindow) -> [String] {
        var labels: [String] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled else { return }
            if let control = view as? UIControl, control.isEnabled,
               let label = control.accessibilityLabel, !label.isEmpty, !labels.contains(label) {
                labels.append(label)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return labels
    }
}
