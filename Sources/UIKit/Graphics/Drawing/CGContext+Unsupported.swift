import Foundation

// Core Graphics calls that have no effect on recorded paths. Each reports itself once per
// runtime (docs/FeatureCoverage.md lists them). Differs from iOS: main-actor isolated, as the
// diagnostics channel is.
extension CGContext {
    /// Clips nothing here: recorded paths are not cut.
    @preconcurrency @MainActor
    public func clip(using rule: CGPathFillRule = .winding) {
        beginPath()
        unsupported("CGContext.clip(using:)", "recorded paths are not clipped")
    }

    @preconcurrency @MainActor
    public func clip(to rect: CGRect) { unsupported("CGContext.clip(to:)", "recorded paths are not clipped") }

    @preconcurrency @MainActor
    public func resetClip() {}

    @preconcurrency @MainActor
    public func setShadow(offset: CGSize, blur: CGFloat) {
        unsupported("CGContext.setShadow(offset:blur:)", "recorded paths carry no shadow")
    }

    @preconcurrency @MainActor
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        unsupported("CGContext.setShadow(offset:blur:color:)", "recorded paths carry no shadow")
    }

    @preconcurrency @MainActor
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        unsupported("CGContext.setLineDash(phase:lengths:)", "strokes are drawn solid")
    }

    @MainActor
    private func unsupported(_ api: String, _ reason: String) {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(api, reason)
    }
}
