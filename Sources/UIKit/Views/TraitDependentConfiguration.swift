import Foundation

/// Something a view carries that depends on its trait collection and is re-applied when
/// the collection changes: a storyboard or nib's size-class variations (constraints
/// installed per size class, attributes overridden per size class).
///
/// Called for every trait propagation through the view — when the view enters a window
/// and whenever its traits may have changed — before `traitCollectionDidChange(_:)`;
/// an implementation returns early when the traits it depends on did not change.
@MainActor
protocol TraitDependentConfiguration: AnyObject {
    func apply(for traits: UITraitCollection)
}
