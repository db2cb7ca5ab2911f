import Foundation

/// Behaviour added to a view as an object rather than a subclass (a context menu, a
/// pointer effect): `view.addInteraction(_:)`.
///
/// The view tells the interaction `willMove(to:)` then `didMove(to:)` when it is added
/// (with the view) and when it is removed (with nil).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view`, or detached (nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to `view`, or detached (nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order they were added. Setting it
    /// removes the ones not in the new list and adds the new ones.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for old in storedInteractions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !storedInteractions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Attaches `interaction`, detaching it from any other view first.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` (nothing when it is not attached here).
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
