import Foundation

/// The sheet's detents resolved in one container: the values, sorted, and the frame a
/// value gives.
@MainActor
struct SheetLayout {
    let bounds: CGRect
    let bottomInset: CGFloat
    let maximum: CGFloat
    /// The active detents, smallest first.
    let active: [(identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)]
    let selected: (identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)

    init(sheet: UISheetPresentationController, geometry: ContainerGeometry) {
        bounds = geometry.bounds
        let insets = geometry.safeAreaInsets
        bottomInset = insets.bottom
        maximum = max(0, bounds.height - insets.top - 10 - insets.bottom)
        let context = SheetDetentContext(containerTraitCollection: geometry.traitCollection, maximumDetentValue: maximum)
        var resolved: [(identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)] = []
        for detent in sheet.detents {
            if let value = detent.resolvedValue(in: context) { resolved.append((detent.identifier, value)) }
        }
        if resolved.isEmpty {
            sheet.warnNoActiveDetent()
            resolved = [(.large, maximum)]
        }
        active = resolved.sorted { $0.value < $1.value }
        let wanted = sheet.selectedDetentIdentifier
        selected = active.first { $0.identifier == wanted } ?? active[0]
    }

    /// The value of the detent named `identifier`: an active one, else the system detent of
    /// that name; nil for an unknown custom identifier.
    func value(of identifier: UISheetPresentationController.Detent.Identifier) -> CGFloat? {
        if let found = active.first(where: { $0.identifier == identifier }) { return found.value }
        if identifier == .large { return maximum }
        if identifier == .medium { return maximum * 0.5 }
        return nil
    }

    /// The sheet's frame at a detent value: full width, on the container's bottom edge.
    func frame(for value: CGFloat) -> CGRect {
        let height = value + bottomInset
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// The detent value of a sheet whose top edge is at `top`.
    func value(forTop top: CGFloat) -> CGFloat { bounds.height - top - bottomInset }
}
