import Foundation

/// The legacy `topLayoutGuide` / `bottomLayoutGuide` (iOS 7–10, deprecated in iOS 11 in
/// favour of the safe area, still common in older code): guides in the root view covering
/// the status bar and top bars, and the bottom bars (UIKIT-SEMANTICS 10.7). Their length
/// is the root view's top or bottom safe-area inset.
extension UIViewController {
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }

    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }

    private func layoutSupportGuide(top: Bool) -> LayoutSupportGuide {
        let root = view!
        let state = root.layoutState
        if let guide = (top ? state.topLayoutSupport : state.bottomLayoutSupport) as? LayoutSupportGuide { return guide }
        let guide = LayoutSupportGuide(kind: top ? .topLayoutSupport : .bottomLayoutSupport,
                                       identifier: top ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom", owningView: root)
        if top { state.topLayoutSupport = guide } else { state.bottomLayoutSupport = guide }
        return guide
    }
}
