import Foundation
import UIKitHeadless

/// A view that records the touches it receives as `"<name>.<method> {x, y}"` (the first
/// touch's location in the view), then passes them on as UIView does (up the responder
/// chain) unless `forwards` is false.
@MainActor
open class TracingView: UIView {
    public let name: String
    public let trace: TraceRecorder
    /// Whether touches continue up the responder chain after being recorded.
    public var forwards = false

    public init(_ name: String, trace: TraceRecorder, frame: CGRect = .zero) {
        self.name = name
        self.trace = trace
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by tracing views") }

    private func record(_ method: String, _ touches: Set<UITouch>) {
        let point = touches.first.map { $0.location(in: self) } ?? .zero
        trace.record("\(name).\(method) \(TouchSynthesisError.format(point))")
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesBegan", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesMoved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesEnded", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesCancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}
