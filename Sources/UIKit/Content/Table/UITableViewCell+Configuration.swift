import Foundation

// Configuration state and updates (see `CellConfigurator` for the order of an update).
extension UITableViewCell {
    /// Called with the cell and its state after `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// The background configuration, as shown (styled for the current state); nil: none.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurator.appliedBackground }
        set { configurator.setBackground(newValue, state: configurationState) }
    }

    /// Whether a state change re-derives `contentConfiguration` through `updated(for:)` (default true).
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurator.automaticallyUpdatesContent }
        set { configurator.automaticallyUpdatesContent = newValue }
    }

    /// Whether a state change re-derives `backgroundConfiguration` through `updated(for:)` (default true).
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurator.automaticallyUpdatesBackground }
        set { configurator.automaticallyUpdatesBackground = newValue }
    }

    /// The background preset for the table the cell is in: grouped rows for grouped and
    /// inset-grouped tables, plain rows otherwise.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch (superview as? UITableView)?.style {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        default: .listPlainCell()
        }
    }

    /// The state now: traits, selection, highlight, editing, swipe.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelectedStorage
        state.isHighlighted = isHighlightedStorage
        state.isEditing = isEditingStorage
        state.isSwiped = isSwipedStorage
        return state
    }

    /// Asks for an update before the cell is next shown or laid out (the cell calls it
    /// itself when its state changes).
    public func setNeedsUpdateConfiguration() {
        configurator.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending update now: called by the table before `willDisplay`, and by layout.
    public func _updateConfigurationIfNeeded() {
        configurator.updateIfNeeded(state: configurationState) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }
}
