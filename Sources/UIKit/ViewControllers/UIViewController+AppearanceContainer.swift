import Foundation

/// A controller can be named in `appearance(whenContainedInInstancesOf:)`: a view inside
/// its root view is contained in it (see Views/Appearance/).
extension UIViewController: UIAppearanceContainer {}
