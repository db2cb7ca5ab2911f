import Foundation

extension UIView {
    /// The view's rectangle in its superview's coordinates, derived from `center`,
    /// `bounds.size` and `transform`. Setting it with a non-identity transform is
    /// undefined in UIKit; here it sets the untransformed size and centre.
    public var frame: CGRect {
        get {
            if let exactFrameOrigin, storedTransform.isIdentity {
                return CGRect(origin: exactFrameOrigin, size: storedBounds.size)
            }
            let size = storedBounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let transformed = local.applying(storedTransform)
            return transformed.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            let rect = newValue.standardized
            setBoundsSize(rect.size)
            center = CGPoint(x: rect.midX, y: rect.midY)
            if storedTransform.isIdentity { exactFrameOrigin = rect.origin }
        }
    }

    /// The view's own coordinate system: origin (scroll offset) and size.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            let old = storedBounds
            guard newValue != old else { return }
            AnimatablePropertyChanges.willChange(self, .bounds, from: .rect(old))
            storedBounds = newValue
            // The centre stays put when the size changes, so the origin moves.
            if newValue.size != old.size { exactFrameOrigin = nil }
            boundsDidChange(from: old)
            autoLayoutFrameDidChange()
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue != storedCenter else { return }
            AnimatablePropertyChanges.willChange(self, .center, from: .point(storedCenter))
            storedCenter = newValue
            exactFrameOrigin = nil
            // Moving can carry the view into or out of the superview's unsafe area.
            setNeedsSafeAreaUpdate()
            autoLayoutFrameDidChange()
        }
    }

    /// Scale, rotation and translation relative to the centre.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set {
            guard newValue != storedTransform else { return }
            AnimatablePropertyChanges.willChange(self, .transform, from: .transform(storedTransform))
            storedTransform = newValue
            exactFrameOrigin = nil
            setNeedsSafeAreaUpdate()
        }
    }

    private func setBoundsSize(_ size: CGSize) {
        guard size != storedBounds.size else { return }
        bounds = CGRect(origin: storedBounds.origin, size: size)
    }

    private func boundsDidChange(from old: CGRect) {
        guard old.size != storedBounds.size else {
            // Scrolling (origin change) moves subviews relative to this view's edges.
            storedSubviews.forEach { $0.setNeedsSafeAreaUpdate() }
            return
        }
        if contentMode == .redraw { drawingState.needsDisplay = true }
        if autoresizesSubviews {
            for subview in storedSubviews {
                subview.resize(withOldSuperviewSize: old.size, newSize: storedBounds.size)
            }
        }
        // UIKit lays out both the resized view and its superview.
        setNeedsLayout()
        superview?.setNeedsLayout()
        setNeedsSafeAreaUpdate()
        if owningViewController != nil { setNeedsUpdateConstraints() }
    }

    /// Applies the autoresizing mask after the superview's size changed, as UIKit's
    /// `resizeWithOldSuperviewSize:` does: the change is shared among the flexible
    /// parts of each axis in proportion to their current lengths.
    func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var f = frame
        let (x, w) = Self.autoresize(
            origin: f.origin.x, length: f.size.width, oldSuper: oldSize.width, newSuper: newSize.width,
            flexibleStart: autoresizingMask.contains(.flexibleLeftMargin),
            flexibleLength: autoresizingMask.contains(.flexibleWidth),
            flexibleEnd: autoresizingMask.contains(.flexibleRightMargin))
        let (y, h) = Self.autoresize(
            origin: f.origin.y, length: f.size.height, oldSuper: oldSize.height, newSuper: newSize.height,
            flexibleStart: autoresizingMask.contains(.flexibleTopMargin),
            flexibleLength: autoresizingMask.contains(.flexibleHeight),
            flexibleEnd: autoresizingMask.contains(.flexibleBottomMargin))
        f = CGRect(x: x, y: y, width: w, height: h)
        frame = f
    }

    static func autoresize(origin: CGFloat, length: CGFloat, oldSuper: CGFloat, newSuper: CGFloat,
                           flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (CGFloat, CGFloat) {
        let delta = newSuper - oldSuper
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (origin, length) }
        let end = oldSuper - origin - length
        let parts: [(Bool, CGFloat)] = [(flexibleStart, origin), (flexibleLength, length), (flexibleEnd, end)]
        let flexibleTotal = parts.filter(\.0).map(\.1).reduce(0, +)
        let flexibleCount = CGFloat(parts.filter(\.0).count)
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return flexibleTotal > 0 ? delta * part.1 / flexibleTotal : delta / flexibleCount
        }
        return (origin + share(parts[0]), max(0, length + share(parts[1])))
    }

    // MARK: Coordinate conversion

    /// The scale of the screen this view is on: its window's screen, or the current
    /// runtime's screen for a view in no window.
    var screenScale: CGFloat { window?.screen.scale ?? ViewControllerKit.Runtime.current.screen.scale }

    /// Where the origin of this view's bounds coordinates (the space its subviews' frames
    /// are in) lies in its window's coordinates; in its topmost ancestor's when in no window.
    /// Untransformed views are followed through `frame` (exact); others through their centre.
    var boundsOriginInWindow: CGPoint {
        var point = CGPoint.zero
        var view = self
        while let superview = view.superview {
            if view.transform.isIdentity {
                let frame = view.frame, bounds = view.bounds
                point = CGPoint(x: point.x - bounds.minX + frame.minX, y: point.y - bounds.minY + frame.minY)
            } else {
                point = view.convertToSuperview(point)
            }
            view = superview
        }
        return point
    }

    /// Converts a point from this view's coordinates to its superview's.
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY)
        let transformed = local.applying(storedTransform)
        return CGPoint(x: transformed.x + storedCenter.x, y: transformed.y + storedCenter.y)
    }

    /// Converts a point from the superview's coordinates to this view's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let relative = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        let untransformed = relative.applying(storedTransform.inverted())
        return CGPoint(x: untransformed.x + storedBounds.midX, y: untransformed.y + storedBounds.midY)
    }

    /// Converts to the coordinates of the root of this view's tree (the window, when in one).
    func convertToRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let v = view, let s = v.superview {
            p = v.convertToSuperview(p)
            view = s
        }
        return p
    }

    func convertFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let v = view, v.superview != nil { chain.append(v); view = v.superview }
        return chain.reversed().reduce(point) { $1.convertFromSuperview($0) }
    }

    /// Converts a point from this view's coordinates to `view`'s; with nil, to the
    /// window's (for a view outside any window: its topmost ancestor's). Views in
    /// different trees are converted as though both roots sat at the same origin,
    /// which is what UIKit does for windows on one screen.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = convertToRoot(point)
        return view?.convertFromRoot(inRoot) ?? inRoot
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convertFromRoot(view?.convertToRoot(point) ?? point)
    }

    /// Converts a rectangle; with transforms, the result bounds the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect.boundingBox(of: rect.corners.map { convert($0, to: view) })
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect.boundingBox(of: rect.corners.map { convert($0, from: view) })
    }
}

extension CGRect {
    var corners: [CGPoint] {
        let r = standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }
}
