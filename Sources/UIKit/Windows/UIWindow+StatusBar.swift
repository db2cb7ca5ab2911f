import Foundation

/// The status bar (UIKIT-SEMANTICS 10.8): the window asks its root controller (or the
/// top-most full-screen presented one), following `childForStatusBarStyle` and
/// `childForStatusBarHidden` down, and a hidden status bar stops insetting the safe area.
extension UIWindow {
    /// The controller whose `preferredStatusBarStyle`/`prefersStatusBarHidden` count.
    var statusBarAppearanceRoot: UIViewController? {
        var controller = storedRootViewController
        while let presented = controller?.storedPresentedViewController,
              (presented.presentationRecord?.style ?? presented.modalPresentationStyle).coversPresenter
                || presented.modalPresentationCapturesStatusBarAppearance {
            controller = presented
        }
        return controller
    }

    func updateStatusBarAppearance() {
        guard let root = statusBarAppearanceRoot else { return }
        var styleSource = root
        while let child = styleSource.childForStatusBarStyle { styleSource = child }
        statusBarStyle = styleSource.preferredStatusBarStyle
        let hidden = prefersStatusBarHiddenNow || screenMetrics.statusBarHeight == 0
        if hidden != isStatusBarHidden {
            isStatusBarHidden = hidden
            setNeedsSafeAreaUpdate()
            forEachSafeAreaDependent { $0.setNeedsSafeAreaUpdate() }
        }
    }

    /// Whether the controller that decides (following `childForStatusBarHidden`) hides the
    /// status bar.
    var prefersStatusBarHiddenNow: Bool {
        guard var hiddenSource = statusBarAppearanceRoot else { return false }
        while let child = hiddenSource.childForStatusBarHidden { hiddenSource = child }
        return hiddenSource.prefersStatusBarHidden
    }

    /// Marks the subviews for a safe-area check; the layout pass cascades from there.
    private func forEachSafeAreaDependent(_ body: (UIView) -> Void) {
        storedSubviews.forEach(body)
    }
}

extension UIViewController {
    /// Tells the system the status bar answers changed (10.8).
    public func setNeedsStatusBarAppearanceUpdate() {
        storedView?.window?.updateStatusBarAppearance()
    }
}

extension UIModalPresentationStyle {
    /// Whether the presented controller covers its presenter's whole window.
    var coversPresenter: Bool { self == .fullScreen || self == .overFullScreen }
}
