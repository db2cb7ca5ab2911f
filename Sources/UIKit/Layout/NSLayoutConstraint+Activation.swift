import Foundation

/// Installing constraints on views and keeping the tree's engine in step.
extension NSLayoutConstraint {
    /// The views that stand for the items in the common-ancestor search.
    var hostViews: [UIView]? {
        var views: [UIView] = []
        for item in items {
            guard let host = (item as? LayoutItem)?.layoutHostView else { return nil }
            views.append(host)
        }
        return views.isEmpty ? nil : views
    }

    /// The nearest view that is an ancestor of (or is) every item's host view.
    var nearestCommonAncestor: UIView? {
        guard let views = hostViews else { return nil }
        var candidate: UIView? = views[0]
        while let c = candidate {
            if views.allSatisfy({ $0.isDescendant(of: c) }) { return c }
            candidate = c.superview
        }
        return nil
    }

    func activate() {
        guard container == nil, validateForActivation() else { return }
        guard let ancestor = nearestCommonAncestor else {
            ViewControllerKit.Runtime.current.diagnostics.raise(
                .genericException,
                "Unable to activate constraint with anchors \(anchorsDescription) because they have no common "
                    + "ancestor.  Does the constraint or its anchors reference items in different view "
                    + "hierarchies?  That's illegal.")
            return
        }
        install(on: ancestor)
    }

    /// Installs on `view` (legacy `addConstraint(_:)` or activation).
    func install(on view: UIView) {
        container = view
        NSLayoutConstraint.activationCounter += 1
        activationSequence = NSLayoutConstraint.activationCounter
        view.layoutState.constraints.append(self)
        let root = view.layoutTreeRoot
        if let engine = root.storedLayoutState?.engine {
            engine.install(self)
        } else {
            root.layoutState.treeNeedsEngine = true
            root.setNeedsLayout()
        }
    }

    func deactivate() {
        guard let view = container else { return }
        container = nil
        view.layoutState.constraints.removeAll { $0 === self }
        view.layoutTreeRoot.storedLayoutState?.engine?.uninstall(self)
    }

    /// UIKit's form for the no-common-ancestor message: `<NSLayoutXAxisAnchor "UIView.leading">`.
    private var anchorsDescription: String {
        func anchor(_ term: AnchorTerm) -> String {
            let type = switch Self.attributeAxis(of: term) {
            case .horizontal?: "NSLayoutXAxisAnchor"
            case .vertical?: "NSLayoutYAxisAnchor"
            case nil: "NSLayoutDimension"
            }
            return "<\(type) \"\(term.debugDescription)\">"
        }
        return [first, second].compactMap { $0 }.map(anchor).joined(separator: " and ")
    }

    private static func attributeAxis(of term: AnchorTerm) -> Axis? {
        guard case .attribute(_, let attribute) = term, !attribute.isSize else { return nil }
        return attribute.axis
    }

    // MARK: Mutation

    /// The engine the constraint is installed in, if any.
    var engine: AutoLayoutEngine? { container?.layoutTreeRoot.storedLayoutState?.engine }

    func constantDidChange() {
        engine?.constantDidChange(of: self)
    }

    /// Changes the priority; crossing `.required` while active is UIKit's exception and
    /// leaves the priority unchanged.
    func setPriority(_ newValue: UILayoutPriority) {
        let old = storedPriority
        guard newValue != old else { return }
        if isActive && old.isRequired != newValue.isRequired {
            ViewControllerKit.Runtime.current.diagnostics.raise(
                .internalInconsistencyException,
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                    + "supported.  You passed priority \(newValue) and the existing priority was \(old).")
            return
        }
        storedPriority = newValue
        engine?.reinstall(self)
    }
}

extension UIView {
    /// The constraints installed on this view (those whose nearest common ancestor it is,
    /// or that `addConstraint(_:)` put here).
    public var constraints: [NSLayoutConstraint] { storedLayoutState?.constraints ?? [] }

    /// Legacy installation on this view; prefer `isActive = true`.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive, constraint.validateForActivation() else { return }
        if let views = constraint.hostViews, views.allSatisfy({ $0.isDescendant(of: self) }) {
            constraint.install(on: self)
        } else {
            ViewControllerKit.Runtime.current.diagnostics.warn(
                "The view hierarchy is not prepared for the constraint: \(constraint.description)")
            constraint.activate()
        }
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    /// Legacy removal; the constraint becomes inactive. Ignored unless installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.deactivate()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }
}
