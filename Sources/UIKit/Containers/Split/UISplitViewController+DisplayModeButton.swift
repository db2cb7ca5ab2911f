import Foundation

/// The display-mode button of a classic split view controller.
extension UISplitViewController {
    /// A bar button item that changes the display mode; put it in a navigation item (the
    /// secondary's left item, usually with `leftItemsSupplementBackButton`).
    ///
    /// A tap moves to the mode the delegate's `targetDisplayModeForAction(in:)` returns,
    /// by setting `preferredDisplayMode`, animated (the primary slides in or out). Without
    /// a delegate answer (`.automatic`) the split chooses as classic UIKit does: from
    /// `.secondaryOnly` it brings the primary in — beside the secondary when the split is
    /// wider than tall, over it otherwise — and from any mode showing the primary it goes
    /// to `.secondaryOnly`. The item shows the `sidebar.left` symbol, is labelled "Show
    /// Sidebar" or "Hide Sidebar" after what a tap will do, and is hidden while the split
    /// is collapsed. The split updates it; don't change it.
    public var displayModeButtonItem: UIBarButtonItem {
        if let storedDisplayModeButtonItem { return storedDisplayModeButtonItem }
        let item = UIBarButtonItem(primaryAction: UIAction(image: UIImage(systemName: "sidebar.left")) { [weak self] _ in
            self?.displayModeButtonTapped()
        })
        storedDisplayModeButtonItem = item
        refreshDisplayModeButtonItem()
        return item
    }

    /// The mode a tap on the display-mode button moves to now.
    var targetDisplayModeForButton: DisplayMode {
        let asked = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if asked != .automatic { return asked }
        guard displayMode == .secondaryOnly else { return .secondaryOnly }
        let size = viewIfLoaded?.bounds.size ?? ViewControllerKit.Runtime.current.screen.bounds.size
        return size.width > size.height ? .oneBesideSecondary : .oneOverSecondary
    }

    /// Keeps the button's label and visibility in step with the split's state.
    func refreshDisplayModeButtonItem() {
        guard let item = storedDisplayModeButtonItem else { return }
        item.isHidden = isCollapsed
        item.accessibilityLabel = targetDisplayModeForButton == .secondaryOnly ? "Hide Sidebar" : "Show Sidebar"
    }

    /// The change animates: the primary slides in or out on the clock.
    private func displayModeButtonTapped() {
        animatesNextDisplayChange = true
        defer { animatesNextDisplayChange = false }
        preferredDisplayMode = targetDisplayModeForButton
    }
}
