import Foundation

/// The layer tree. A view's layer's sublayers are its subviews' layers (in subview order)
/// with the layers added to it (`addSublayer`, `insertSublayer`) among them: a layer
/// inserted at 0 stays below every subview, one added on top stays above the subviews it
/// was added over, and a subview added later goes on top of everything, as on iOS.
///
/// Each added layer remembers its index among all sublayers when the layer tree last
/// changed; subviews inserted between layers later (`insertSubview(_:at:)`) are placed by
/// those indices.
extension CALayer {
    /// The layer this one is a sublayer of: the one it was added to, or its view's
    /// superview's layer.
    public var superlayer: CALayer? { ownSuperlayer ?? owningView?.superview?.layer }

    /// The sublayers, back to front (nil when there are none). Setting it replaces the
    /// layers added to this one; subviews' layers stay with their views.
    public var sublayers: [CALayer]? {
        get {
            let all = allSublayers
            return all.isEmpty ? nil : all
        }
        set {
            for entry in ownSublayers { entry.layer.ownSuperlayer = nil }
            ownSublayers = []
            for layer in newValue ?? [] where layer.owningView == nil { addSublayer(layer) }
        }
    }

    /// Subviews' layers and added layers, back to front.
    var allSublayers: [CALayer] {
        var result = owningView?.subviews.map(\.layer) ?? []
        for entry in ownSublayers { result.insert(entry.layer, at: min(entry.index, result.count)) }
        return result
    }

    /// Adds `layer` on top of the sublayers (removing it from its superlayer first).
    public func addSublayer(_ layer: CALayer) {
        insert(layer) { $0.count }
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped to their count).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer) { min(Int(idx), $0.count) }
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer) { all in sibling.flatMap { s in all.firstIndex { $0 === s } } ?? 0 }
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer) { all in sibling.flatMap { s in all.firstIndex { $0 === s } }.map { $0 + 1 } ?? all.count }
    }

    /// Puts `newLayer` where `oldLayer` is; nothing when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.ownSuperlayer === self, let index = allSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer) { min(index, $0.count) }
    }

    /// Removes the layer from its superlayer. A view's layer leaves with its view
    /// (`removeFromSuperview()`), as on iOS.
    public func removeFromSuperlayer() {
        if let owningView {
            owningView.removeFromSuperview()
            return
        }
        guard let parent = ownSuperlayer else { return }
        var all = parent.allSublayers
        all.removeAll { $0 === self }
        ownSuperlayer = nil
        parent.rememberIndices(of: all)
    }

    private func insert(_ layer: CALayer, at index: ([CALayer]) -> Int) {
        guard layer.owningView == nil else {
            ViewControllerKit.Runtime.current.diagnostics.warn(
                "A view's layer is added with its view (addSubview(_:)); adding it as a sublayer is not supported")
            return
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            guard current !== layer else {
                ViewControllerKit.Runtime.current.diagnostics.raise(.invalidArgumentException,
                                                                    "Adding a layer to itself or to one of its sublayers")
                return
            }
            ancestor = current.superlayer
        }
        layer.removeFromSuperlayer()
        var all = allSublayers
        all.insert(layer, at: index(all))
        layer.ownSuperlayer = self
        rememberIndices(of: all)
    }

    private func rememberIndices(of all: [CALayer]) {
        ownSublayers = all.enumerated().compactMap { $0.element.owningView == nil ? ($0.element, $0.offset) : nil }
    }
}
