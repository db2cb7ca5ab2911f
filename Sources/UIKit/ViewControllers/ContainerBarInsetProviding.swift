import Foundation

/// A container whose bars cover part of its children's root views (a tab bar at the
/// bottom, a navigation bar at the top). `UIView.safeAreaInsets` asks the parent of a
/// controller's root view for these insets and takes, edge by edge, the larger of them
/// and the insets inherited from the superview; the controller's
/// `additionalSafeAreaInsets` are added on top (UIKIT-SEMANTICS 10.6).
@MainActor
protocol ContainerBarInsetProviding: UIViewController {
    /// The insets, in `childView`'s coordinates, that the container's bars cover.
    func barInsets(forChildView childView: UIView) -> UIEdgeInsets
}
