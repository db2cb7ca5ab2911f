import Foundation

// Safe-area propagation lives with the controllers, not the views: a root view's insets come
// from its controller (`additionalSafeAreaInsets`) and from the bars of the container it is
// in (`ContainerBarInsetProviding`, which the containers implement).
extension UIView {
    /// The insets of the part of the view that bars, the status bar and the device's
    /// hardware leave uncovered: the overlap of the view with its superview's unsafe
    /// area, plus a controller's `additionalSafeAreaInsets` for its root view
    /// (UIKIT-SEMANTICS 10.6). Zero for a view outside any window.
    public var safeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.windowSafeAreaInsets }
        guard let superview, superview.window != nil else { return .zero }
        var insets = UIEdgeInsets.zero
        let superInsets = superview.safeAreaInsets
        if superInsets != .zero {
            let safe = superview.bounds.inset(by: superInsets)
            let f = transformIsVisualOnly ? untransformedFrame : frame
            insets.top = min(max(0, safe.minY - f.minY), f.height)
            insets.left = min(max(0, safe.minX - f.minX), f.width)
            insets.bottom = min(max(0, f.maxY - safe.maxY), f.height)
            insets.right = min(max(0, f.maxX - safe.maxX), f.width)
        }
        if let controller = owningViewController {
            // A container's bars (navigation bar, tab bar) cover part of a child's root view (10.6).
            if let container = controller.storedParent as? ContainerBarInsetProviding {
                let bars = container.barInsets(forChildView: self)
                insets.top = max(insets.top, bars.top)
                insets.left = max(insets.left, bars.left)
                insets.bottom = max(insets.bottom, bars.bottom)
                insets.right = max(insets.right, bars.right)
            }
            insets = insets + controller.additionalSafeAreaInsets
        }
        return insets
    }

    /// The margins used by `layoutMarginsGuide`, left/right form. Reading gives the
    /// effective margins (safe area and system minimums applied); writing sets the base.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { directionalLayoutMargins = newValue.directional(for: effectiveLayoutDirection) }
    }

    /// The margins in leading/trailing form.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins.directional(for: effectiveLayoutDirection) }
        set {
            guard newValue != storedLayoutMargins else { return }
            storedLayoutMargins = newValue
            setNeedsSafeAreaUpdate()
            setNeedsLayout()
        }
    }

    var effectiveLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Base margins, raised to the system minimum for a controller's root view, inset
    /// from the safe area when `insetsLayoutMarginsFromSafeArea`, and raised to the
    /// superview's margins where `preservesSuperviewLayoutMargins` and they overlap.
    var effectiveLayoutMargins: UIEdgeInsets {
        let direction = effectiveLayoutDirection
        var margins = storedLayoutMargins.edgeInsets(for: direction)
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.edgeInsets(for: direction)
            margins.top = max(margins.top, minimum.top)
            margins.left = max(margins.left, minimum.left)
            margins.bottom = max(margins.bottom, minimum.bottom)
            margins.right = max(margins.right, minimum.right)
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let superview {
            let superMargins = superview.effectiveLayoutMargins
            let f = frame, b = superview.bounds
            margins.top = max(margins.top, superMargins.top - (f.minY - b.minY))
            margins.left = max(margins.left, superMargins.left - (f.minX - b.minX))
            margins.bottom = max(margins.bottom, superMargins.bottom - (b.maxY - f.maxY))
            margins.right = max(margins.right, superMargins.right - (b.maxX - f.maxX))
        }
        return margins
    }

    /// Reports safe-area and margin changes found on the layout pass, to the view and
    /// to its controller; a change re-lays out the view and re-checks its subviews.
    func updateSafeAreaAndMargins() {
        needsSafeAreaUpdate = false
        let insets = safeAreaInsets
        if insets != reportedSafeAreaInsets {
            reportedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            owningViewController?.reportLifecycle(.viewSafeAreaInsetsDidChange)
            owningViewController?.viewSafeAreaInsetsDidChange()
            needsLayout = true
            storedSubviews.forEach { $0.setNeedsSafeAreaUpdate() }
        }
        let margins = effectiveLayoutMargins
        if margins != reportedLayoutMargins {
            let isFirstReport = reportedLayoutMargins == nil
            reportedLayoutMargins = margins
            if !isFirstReport || owningViewController != nil {
                layoutMarginsDidChange()
                owningViewController?.reportLifecycle(.viewLayoutMarginsDidChange)
                owningViewController?.viewLayoutMarginsDidChange()
            }
            needsLayout = true
            storedSubviews.forEach { $0.setNeedsSafeAreaUpdate() }
        }
        refreshSystemGuideRows()
    }
}

extension UIView {
    /// The frame the view would have without its transform.
    var untransformedFrame: CGRect {
        let size = bounds.size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}

extension UIView {
    /// Whether this view's transform only shows it differently and must not change its
    /// layout: a presenter stepping back behind a large sheet keeps its safe area — and so
    /// its bars and content where they were — while it is shrunk and moved down
    /// (UIKIT-SEMANTICS 6.8: the presenter stays as it is; on iOS the step-back transforms a
    /// view around the presenter, not the presenter's own view). Setting it works the safe
    /// area out again on the next layout pass.
    var transformIsVisualOnly: Bool {
        get { storedTransformIsVisualOnly }
        set {
            guard newValue != storedTransformIsVisualOnly else { return }
            storedTransformIsVisualOnly = newValue
            setNeedsSafeAreaUpdate()
        }
    }
}
