import Foundation

/// How a row or item comes in or goes out in an animated update: the
/// `UITableView.RowAnimation` styles (a collection view's items fade).
enum ListEffect: Sendable, Equatable {
    /// Appears or vanishes at once (`.none`: the other rows still slide, as in UIKit).
    case none
    /// Fades in from, or out to, transparent.
    case fade
    /// Slides in from, or out to, a place one of its own widths (`dx`) or heights (`dy`) away.
    case slide(dx: CGFloat, dy: CGFloat)
    /// Grows from, or shrinks to, no height about its middle (`.middle`).
    case collapse
    /// Comes from, or goes to, a frame and alpha a collection view layout gave
    /// (`initialLayoutAttributesForAppearingItem(at:)` and its kin).
    case attributes(frame: CGRect, alpha: CGFloat)

    /// The alpha the view has when it is out of sight; nil: its own.
    var displacedAlpha: CGFloat? {
        switch self {
        case .fade: 0
        case .attributes(_, let alpha): alpha
        case .none, .slide, .collapse: nil
        }
    }

    /// The frame the view has when it is out of sight: where it comes from or goes to.
    func displaced(_ frame: CGRect) -> CGRect {
        switch self {
        case .none, .fade: return frame
        case .slide(let dx, let dy): return frame.offsetBy(dx: dx * frame.width, dy: dy * frame.height)
        case .collapse: return CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        case .attributes(let displaced, _): return displaced
        }
    }
}

/// The motion of one table or collection view update, run as one `UIView.animate` block of
/// UIKit's 0.3 s (ease in-out, the engine's default curve):
///
/// 1. The update has already placed every view at its final frame (the model values).
/// 2. Without animation, moved views go back to where they were, appearing views to where
///    their effect brings them from (faded out, slid aside, collapsed).
/// 3. In the block, every view goes to its final frame and alpha; leaving views go to their
///    effect's place.
/// 4. When the animation ends, leaving views get their alpha back and are handed to their
///    `done` (the view's reuse queue, `didEndDisplaying`), then `completion` runs.
///
/// Inside `UIView.performWithoutAnimation` (or with animations disabled) the block has no
/// duration: nothing moves and `completion` runs on the next run-loop turn, as UIKit's does.
@MainActor
struct ListUpdateAnimation {
    /// UIKit's duration for row and item changes.
    static let duration: TimeInterval = 0.3

    private var moves: [(view: UIView, from: CGRect)] = []
    private var appearing: [(view: UIView, effect: ListEffect)] = []
    private var leaving: [(view: UIView, to: CGRect, effect: ListEffect, done: @MainActor () -> Void)] = []

    /// Whether this update animates: false inside `performWithoutAnimation`.
    static var isAnimating: Bool { UIView.areAnimationsEnabled }

    /// A view that stays, now at its final frame, which was at `from`.
    mutating func move(_ view: UIView, from: CGRect) {
        if view.frame != from { moves.append((view, from)) }
    }

    /// A view new to the screen (an inserted or reloaded row), now at its final frame.
    mutating func appear(_ view: UIView, _ effect: ListEffect) {
        if effect != .none { appearing.append((view, effect)) }
    }

    /// A view that leaves (a deleted or reloaded row, or one pushed out of sight, moving
    /// to `to`); `done` takes it off screen when the animation ends.
    mutating func leave(_ view: UIView, to: CGRect? = nil, _ effect: ListEffect, done: @escaping @MainActor () -> Void) {
        leaving.append((view, to ?? view.frame, effect, done))
    }

    /// Runs the animation; `completion` gets the animation's `finished` flag.
    /// `alongside` runs inside the animation block, after the views were given their places.
    func run(alongside: (() -> Void)? = nil, completion: ((Bool) -> Void)?) {
        let moved = moves, appeared = appearing, left = leaving
        var finals: [ObjectIdentifier: (frame: CGRect, alpha: CGFloat)] = [:]
        for view in moved.map(\.view) + appeared.map(\.view) + left.map(\.view) {
            finals[ObjectIdentifier(view)] = (view.frame, view.alpha)
        }
        UIView.performWithoutAnimation {
            for (view, from) in moved { view.frame = from }
            for (view, effect) in appeared {
                view.frame = effect.displaced(view.frame)
                if let alpha = effect.displacedAlpha { view.alpha = alpha }
            }
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [], animations: {
            for (view, _) in moved { if let final = finals[ObjectIdentifier(view)] { view.frame = final.frame } }
            for (view, _) in appeared {
                guard let final = finals[ObjectIdentifier(view)] else { continue }
                view.frame = final.frame
                view.alpha = final.alpha
            }
            for leaver in left {
                leaver.view.frame = leaver.effect.displaced(leaver.to)
                if let alpha = leaver.effect.displacedAlpha { leaver.view.alpha = alpha }
            }
            alongside?()
        }, completion: { finished in
            for leaver in left {
                if let final = finals[ObjectIdentifier(leaver.view)] {
                    UIView.performWithoutAnimation { leaver.view.alpha = final.alpha }
                }
                leaver.done()
            }
            completion?(finished)
        })
    }
}
