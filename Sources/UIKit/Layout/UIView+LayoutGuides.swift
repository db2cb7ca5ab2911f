import Foundation

/// A view's layout guides: the app's (`addLayoutGuide(_:)`) and UIKit's system guides,
/// whose edges follow the view's bounds, safe area and margins through derived rows.
extension UIView {
    public var layoutGuides: [UILayoutGuide] { storedLayoutState?.layoutGuides ?? [] }

    /// Adds `guide` to this view; its anchors then relate to this view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let old = guide.owningView, old !== self { old.removeLayoutGuide(guide) }
        guard guide.owningView !== self || !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes `guide`; constraints that use it are deactivated, as on iOS.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        var view: UIView? = self
        while let v = view {
            for constraint in v.constraints where constraint.items.contains(where: { $0 === guide }) {
                constraint.deactivate()
            }
            view = v.superview
        }
        layoutState.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The bounds inset by `safeAreaInsets`; follows them as they change (rotation, bars).
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaLayoutGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The bounds inset by the effective `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.layoutMarginsGuide, kind: .margins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The margins, narrowed to the readable width (672 pt) and centred.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableContentGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The system guide stored at `slot`, created on first use.
    private func systemGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>,
                             kind: UILayoutGuide.Kind, identifier: String) -> UILayoutGuide {
        let state = layoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, identifier: identifier, owningView: self)
        state[keyPath: slot] = guide
        return guide
    }

    /// Called by the safe-area pass after insets or margins may have changed: system
    /// guides in use get their new constants.
    func refreshSystemGuideRows() {
        guard let state = storedLayoutState, state.hasSystemGuides, let engine = state.participatingEngine else { return }
        for guide in [state.safeAreaLayoutGuide, state.layoutMarginsGuide, state.topLayoutSupport, state.bottomLayoutSupport,
                      state.keyboardLayoutGuide] {
            if let guide { engine.refreshSystemRows(of: guide) }
        }
    }
}

extension UILayoutGuide {
    /// The rows that place a system guide inside its owning view.
    func systemRowSpecs() -> [RowSpec] {
        guard let view = owningView else { return [] }
        let g = layoutVariables, o = view.layoutVariables
        let name = layoutDebugName, owner = view.layoutDebugName
        func edge(_ variable: LayoutVariable, _ constant: CGFloat, _ what: String) -> RowSpec {
            RowSpec(expression: LayoutExpression(variable) - LayoutExpression(constant: constant), uses: [ItemUse(view)],
                    label: "'\(identifier)-\(what)' \(name).\(what) == \(constant.clean)")
        }
        func span(_ variable: LayoutVariable, _ ownerVariable: LayoutVariable, _ inset: CGFloat, _ what: String) -> RowSpec {
            RowSpec(expression: LayoutExpression(variable) - LayoutExpression(ownerVariable) + LayoutExpression(constant: inset),
                    uses: [ItemUse(view)], label: "'\(identifier)-\(what)' \(name).\(what) == \(owner).\(what) - \(inset.clean)")
        }
        func inset(_ insets: UIEdgeInsets) -> [RowSpec] {
            [edge(g.minX, insets.left, "left"), edge(g.minY, insets.top, "top"),
             span(g.width, o.width, insets.left + insets.right, "width"),
             span(g.height, o.height, insets.top + insets.bottom, "height")]
        }
        switch kind {
        case .user:
            return []
        case .safeArea:
            return inset(view.safeAreaInsets)
        case .margins:
            return inset(view.layoutMargins)
        case .topLayoutSupport:
            let length = view.safeAreaInsets.top
            return [edge(g.minX, 0, "left"), span(g.width, o.width, 0, "width"),
                    edge(g.minY, 0, "top"), edge(g.height, length, "height")]
        case .bottomLayoutSupport:
            let length = view.safeAreaInsets.bottom
            return [edge(g.minX, 0, "left"), span(g.width, o.width, 0, "width"),
                    span(g.minY, o.height, length, "top"), edge(g.height, length, "height")]
        case .readableContent:
            return readableRowSpecs(margins: view.layoutMarginsGuide)
        case .untranslatedBounds:
            return inset(.zero)
        case .keyboard:
            let height = keyboardGuideHeight(in: view)
            return [edge(g.minX, 0, "left"), span(g.width, o.width, 0, "width"),
                    span(g.minY, o.height, height, "top"), edge(g.height, height, "height")]
        case .content:
            // Weaker than any hugging or fitting priority: the app's constraints decide.
            func hint(_ variable: LayoutVariable, _ length: CGFloat, _ what: String) -> RowSpec {
                RowSpec(expression: LayoutExpression(variable) - LayoutExpression(constant: length), priority: 1,
                        label: "'\(identifier)-\(what)' \(name).\(what) == \(length.clean) @1")
            }
            return [edge(g.minX, 0, "left"), edge(g.minY, 0, "top"),
                    hint(g.width, sizeHint.width, "width"), hint(g.height, sizeHint.height, "height")]
        }
    }

    /// Centred on the margins guide, as wide as it up to the readable width.
    private func readableRowSpecs(margins: UILayoutGuide) -> [RowSpec] {
        let g = layoutVariables, m = margins.layoutVariables, name = layoutDebugName
        let centre = LayoutExpression(g.minX) + LayoutExpression(g.width, 0.5) - LayoutExpression(m.minX) - LayoutExpression(m.width, 0.5)
        return [
            RowSpec(expression: centre, uses: [ItemUse(margins)], label: "\(name).centerX == UIViewLayoutMarginsGuide.centerX"),
            RowSpec(expression: LayoutExpression(g.minY) - LayoutExpression(m.minY), uses: [ItemUse(margins)],
                    label: "\(name).top == UIViewLayoutMarginsGuide.top"),
            RowSpec(expression: LayoutExpression(g.height) - LayoutExpression(m.height), uses: [ItemUse(margins)],
                    label: "\(name).height == UIViewLayoutMarginsGuide.height"),
            RowSpec(expression: LayoutExpression(g.width) - LayoutExpression(constant: UILayoutGuide.readableWidth),
                    relation: .lessThanOrEqual, label: "\(name).width <= \(UILayoutGuide.readableWidth.clean)"),
            RowSpec(expression: LayoutExpression(g.width) - LayoutExpression(m.width), relation: .lessThanOrEqual,
                    uses: [ItemUse(margins)], label: "\(name).width <= UIViewLayoutMarginsGuide.width"),
            // Just below required, so it yields only to the two caps above.
            RowSpec(expression: LayoutExpression(g.width) - LayoutExpression(m.width), priority: 999.99,
                    uses: [ItemUse(margins)], label: "\(name).width == UIViewLayoutMarginsGuide.width"),
        ]
    }
}
