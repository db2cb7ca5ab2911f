import Foundation

/// Describes a view's content as a value; the view it makes (`makeContentView()`) shows it.
///
/// A cell keeps one content view per configuration type: assigning a configuration of the
/// same type hands it to the existing view (`configuration = …`, when the view `supports` it);
/// another type replaces the view. Before either, the cell passes it through
/// `updated(for:)` with its current `UICellConfigurationState`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    /// A copy styled for `state` (selected, highlighted, editing…).
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (default true for any value of its type).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
