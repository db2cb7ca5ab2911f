import Foundation

// Content and background configurations and their state updates (see `CellConfigurator`).
extension UICollectionViewCell {
    /// Called with the cell and its state after `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The content configuration, as shown: setting one puts its view in the content view
    /// (reusing the current view when it `supports` the new value), styled for the current
    /// `configurationState`; reading gives that styled value.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurator.appliedContent }
        set { configurator.setContent(newValue, state: configurationState) }
    }

    /// The background configuration, as shown (styled for the current state); nil: none.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurator.appliedBackground }
        set { configurator.setBackground(newValue, state: configurationState) }
    }

    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurator.automaticallyUpdatesContent }
        set { configurator.automaticallyUpdatesContent = newValue }
    }

    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurator.automaticallyUpdatesBackground }
        set { configurator.automaticallyUpdatesBackground = newValue }
    }

    var contentConfigurationView: (any UIView & UIContentView)? { configurator.contentConfigurationView }

    /// Asks for an update before the cell is next shown or laid out (the cell calls it
    /// itself when its state changes).
    public func setNeedsUpdateConfiguration() {
        configurator.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending update now: called by the collection view before `willDisplay`, and by layout.
    public func _updateConfigurationIfNeeded() {
        configurator.updateIfNeeded(state: configurationState) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }
}
