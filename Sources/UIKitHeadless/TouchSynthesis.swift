import Foundation
import UIKit

/// A finger put down by ``HeadlessHost/touchDown(at:)``; pass it to move or lift it.
public struct SyntheticTouch: Hashable, Sendable {
    public let id: Int
}

/// The fingers a host has down: where each is, in window coordinates.
struct SyntheticFingers {
    var nextID = 1
    var locations: [Int: CGPoint] = [:]
}

/// Touch synthesis: every touch takes the real path. The host queues it on the run
/// loop (`ViewControllerKit.Runtime.enqueueTouches`), the turn delivers it through
/// `UIApplication.sendEvent(_:)` → `UIWindow.sendEvent(_:)` → hit-testing → gesture
/// recognizers and responders, and time moves on the manual clock between moves, so
/// recognizers see real timestamps and velocities.
///
/// Points are in the host window's coordinates.
///
/// ```swift
/// try host.tap(identifier: "save")
/// host.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2, steps: 4)
/// ```
extension HeadlessHost {
    /// How long a synthesized tap holds the finger down.
    public static let tapDuration: TimeInterval = 0.05

    // MARK: Primitives

    /// Puts a finger down at `point` and delivers it (no time passes).
    @discardableResult
    public func touchDown(at point: CGPoint, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> SyntheticTouch {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) { touchDownNow(at: point) }
    }

    private func touchDownNow(at point: CGPoint) -> SyntheticTouch {
        let touch = SyntheticTouch(id: fingers.nextID)
        fingers.nextID += 1
        fingers.locations[touch.id] = point
        deliver(touch, .began, at: point)
        return touch
    }

    /// Moves a finger to `point` and delivers the move (no time passes; call
    /// `advance(by:)` between moves for realistic velocities).
    public func touchMove(_ touch: SyntheticTouch, to point: CGPoint, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) { touchMoveNow(touch, to: point) }
    }

    private func touchMoveNow(_ touch: SyntheticTouch, to point: CGPoint) {
        guard fingers.locations[touch.id] != nil else { return }
        fingers.locations[touch.id] = point
        deliver(touch, .moved, at: point)
    }

    /// Lifts a finger where it is (or at `point`, moving it there as it lifts).
    public func touchUp(_ touch: SyntheticTouch, at point: CGPoint? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard let last = fingers.locations.removeValue(forKey: touch.id) else { return }
            deliver(touch, .ended, at: point ?? last)
        }
    }

    /// Cancels a finger (as the system does when an alert or a call interrupts).
    public func touchCancel(_ touch: SyntheticTouch, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard let last = fingers.locations.removeValue(forKey: touch.id) else { return }
            deliver(touch, .cancelled, at: last)
        }
    }

    private func deliver(_ touch: SyntheticTouch, _ phase: UITouch.Phase, at point: CGPoint) {
        let offset = window.frame.origin
        runtime.enqueueTouches([ViewControllerKit.HostTouch(id: touch.id, phase: phase,
                                          location: CGPoint(x: point.x + offset.x, y: point.y + offset.y))])
        // Deliver now without moving time, so a recognizer's pending timers stay pending.
        runtime.runLoop.runUntilIdle()
    }

    // MARK: Gestures

    /// Taps at `point`: down, ``tapDuration`` seconds, up.
    public func tap(at point: CGPoint, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let touch = touchDownNow(at: point)
            moveTime(by: Self.tapDuration)
            guard let last = fingers.locations.removeValue(forKey: touch.id) else { return }
            deliver(touch, .ended, at: last)
        }
    }

    /// Taps the status bar: the window's one `scrollsToTop` scroll view scrolls to its top
    /// (animated; call `runUntilIdle()` to finish). Returns whether one did.
    @discardableResult
    public func tapStatusBar(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> Bool {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) { window._statusBarTapped() }
    }

    /// Drags one finger from `start` to `end` in `steps` equal moves spread over `duration`.
    public func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, steps: Int = 10,
                      fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let steps = max(1, steps)
            let touch = touchDownNow(at: start)
            for step in 1...steps {
                moveTime(by: duration / Double(steps))
                let f = CGFloat(step) / CGFloat(steps)
                touchMoveNow(touch, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
            }
            guard let last = fingers.locations.removeValue(forKey: touch.id) else { return }
            deliver(touch, .ended, at: last)
        }
    }

    /// A direction to swipe in.
    public enum SwipeDirection: Sendable { case up, down, left, right }

    /// Swipes `distance` points in `direction`, starting at the centre of the view with
    /// `identifier`; throws when that centre would not hit the view.
    public func swipe(identifier: String, direction: SwipeDirection, distance: CGFloat = 150,
                      duration: TimeInterval = 0.25, steps: Int = 10, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        let view = try findView(identifier: identifier)
        let start = try hittableCentre(of: view)
        let delta: CGPoint = switch direction {
        case .up: CGPoint(x: 0, y: -distance)
        case .down: CGPoint(x: 0, y: distance)
        case .left: CGPoint(x: -distance, y: 0)
        case .right: CGPoint(x: distance, y: 0)
        }
        swipe(from: start, to: CGPoint(x: start.x + delta.x, y: start.y + delta.y), duration: duration, steps: steps,
              fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Swipes in from one edge of the window (2 pt inside it, halfway along it) for
    /// `distance` points (default: half the window) — the interactive-pop gesture.
    public func edgeSwipe(from edge: UIRectEdge, distance: CGFloat? = nil, duration: TimeInterval = 0.3, steps: Int = 10,
                          fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        let b = window.bounds
        let inset: CGFloat = 2
        let (start, direction): (CGPoint, CGPoint) = switch edge {
        case .left: (CGPoint(x: b.minX + inset, y: b.midY), CGPoint(x: 1, y: 0))
        case .right: (CGPoint(x: b.maxX - inset, y: b.midY), CGPoint(x: -1, y: 0))
        case .top: (CGPoint(x: b.midX, y: b.minY + inset), CGPoint(x: 0, y: 1))
        case .bottom: (CGPoint(x: b.midX, y: b.maxY - inset), CGPoint(x: 0, y: -1))
        default: preconditionFailure("edgeSwipe(from:) takes one edge: .left, .right, .top or .bottom")
        }
        let length = distance ?? (direction.x != 0 ? b.width : b.height) / 2
        swipe(from: start, to: CGPoint(x: start.x + direction.x * length, y: start.y + direction.y * length),
              duration: duration, steps: steps, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: Aiming at views

    /// Taps the centre of `view`; throws (and touches nothing) when the view is not in a
    /// window, cannot receive touches, or another view would get the touch.
    public func tap(_ view: UIView, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        tap(at: try hittableCentre(of: view), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps the view whose `accessibilityIdentifier` is `identifier`.
    public func tap(identifier: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        try tap(findView(identifier: identifier), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps the view whose `accessibilityLabel` (or a ``labelResolvers`` answer) is `label`.
    public func tap(label: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        guard let view = view(label: label) else { throw TouchSynthesisError.notFound(query: "label \"\(label)\"") }
        try tap(view, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The first view (front-most window first, depth-first) with `identifier`.
    public func view(identifier: String) -> UIView? {
        firstView { $0.accessibilityIdentifier == identifier }
    }

    /// The first view whose label is `label`.
    public func view(label: String) -> UIView? {
        firstView { view in
            view.accessibilityLabel == label || labelResolvers.contains { $0(view) == label }
        }
    }

    private func findView(identifier: String) throws -> UIView {
        guard let view = view(identifier: identifier) else {
            throw TouchSynthesisError.notFound(query: "identifier '\(identifier)'")
        }
        return view
    }

    /// The view a touch at `screenPoint` would hit, in the front-most window that has one
    /// there (higher `windowLevel` first, then the later window), as UIApplication picks it.
    private func frontMostHit(at screenPoint: CGPoint) -> UIView? {
        let ordered = application.windows.enumerated().sorted {
            ($0.element.windowLevel, $0.offset) > ($1.element.windowLevel, $1.offset)
        }.map(\.element)
        for window in ordered where !window.isHidden {
            let local = CGPoint(x: screenPoint.x - window.frame.minX, y: screenPoint.y - window.frame.minY)
            if let hit = window.hitTest(local, with: nil) { return hit }
        }
        return nil
    }

    private func firstView(where matches: (UIView) -> Bool) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            if matches(view) { return view }
            for subview in view.subviews { if let found = search(subview) { return found } }
            return nil
        }
        for window in application.windows.reversed() where !window.isHidden {
            if let found = search(window) { return found }
        }
        return nil
    }

    /// The view's centre in the host window's coordinates, checked the way a real touch
    /// would be: the window's hit-test there must land on the view or inside it.
    public func hittableCentre(of view: UIView) throws -> CGPoint {
        let name = TouchSynthesisError.name(of: view)
        guard let viewWindow = view.window else { throw TouchSynthesisError.notInWindow(view: name) }
        var current: UIView? = view
        while let v = current {
            let whose = v === view ? "it" : "its ancestor \(TouchSynthesisError.name(of: v))"
            if v.isHidden { throw TouchSynthesisError.notHittable(view: name, reason: "\(whose) is hidden") }
            if v.alpha < 0.01 {
                throw TouchSynthesisError.notHittable(view: name, reason: "\(whose) has alpha \(v.alpha) (< 0.01)")
            }
            if !v.isUserInteractionEnabled {
                throw TouchSynthesisError.notHittable(view: name, reason: "\(whose) has isUserInteractionEnabled == false")
            }
            current = v.superview
        }
        let centreInViewWindow = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        // Like a real touch: the front-most window with a view at that spot takes it.
        let screenPoint = CGPoint(x: centreInViewWindow.x + viewWindow.frame.minX,
                                  y: centreInViewWindow.y + viewWindow.frame.minY)
        let hit = frontMostHit(at: screenPoint) ?? viewWindow.hitTest(centreInViewWindow, with: nil)
        guard let hit, hit === view || hit.isDescendant(of: view) else {
            throw TouchSynthesisError.covered(view: name, point: centreInViewWindow, hitView: TouchSynthesisError.name(of: hit))
        }
        // In the host window's coordinates (windows are untransformed rectangles on the screen).
        return CGPoint(x: centreInViewWindow.x + viewWindow.frame.minX - window.frame.minX,
                       y: centreInViewWindow.y + viewWindow.frame.minY - window.frame.minY)
    }
}
