import Foundation

/// The configuration half of a cell (table or collection): its content and background
/// configurations, the views that show them, and the deferred state update.
///
/// A state change (selection, highlight, editing, expansion) or
/// `setNeedsUpdateConfiguration()` marks the cell; the update runs once, before the cell
/// is next shown or laid out:
///
///     state change ──► needsUpdate ──(before display / layoutSubviews)──► update:
///       1. contentConfiguration = base.updated(for: state)     (when automatically updating)
///       2. backgroundConfiguration = base.updated(for: state)  (when automatically updating)
///       3. cell.updateConfiguration(using: state)
///       4. cell.configurationUpdateHandler?(cell, state)
///
/// Assigning a configuration applies it at once, already passed through `updated(for:)`
/// with the current state. The cell keeps the configuration as assigned (its "base") so a
/// state that goes away (deselection) styles from the original again.
@MainActor
final class CellConfigurator {
    unowned let cell: UIView
    unowned let contentView: UIView
    var needsUpdate = true
    var isUpdating = false
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true

    private(set) var baseContent: (any UIContentConfiguration)?
    private(set) var appliedContent: (any UIContentConfiguration)?
    private(set) var contentConfigurationView: (any UIView & UIContentView)?

    private(set) var baseBackground: UIBackgroundConfiguration?
    private(set) var appliedBackground: UIBackgroundConfiguration?
    private(set) var backgroundView: BackgroundConfigurationView?

    init(cell: UIView, contentView: UIView) {
        self.cell = cell
        self.contentView = contentView
    }

    /// Stores `configuration` as the base and shows it styled for `state`.
    func setContent(_ configuration: (any UIContentConfiguration)?, state: UICellConfigurationState) {
        baseContent = configuration
        applyContent(state: state)
    }

    func applyContent(state: UICellConfigurationState) {
        guard let base = baseContent else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            appliedContent = nil
            return
        }
        let applied = automaticallyUpdatesContent ? base.updated(for: state) : base
        appliedContent = applied
        if let view = contentConfigurationView, view.supports(applied) {
            view.configuration = applied
        } else {
            contentConfigurationView?.removeFromSuperview()
            let view = applied.makeContentView()
            view.frame = contentView.bounds
            contentConfigurationView = view
            contentView.addSubview(view)
        }
        cell.setNeedsLayout()
    }

    func setBackground(_ configuration: UIBackgroundConfiguration?, state: UICellConfigurationState) {
        baseBackground = configuration
        applyBackground(state: state)
    }

    func applyBackground(state: UICellConfigurationState) {
        guard let base = baseBackground else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            appliedBackground = nil
            return
        }
        let applied = automaticallyUpdatesBackground ? base.updated(for: state) : base
        appliedBackground = applied
        if let backgroundView {
            backgroundView.configuration = applied
        } else {
            let view = BackgroundConfigurationView(configuration: applied)
            backgroundView = view
            cell.insertSubview(view, at: 0)
        }
        cell.setNeedsLayout()
    }

    /// Runs the update when marked (see the type's diagram); `custom` is steps 3 and 4.
    func updateIfNeeded(state: UICellConfigurationState, custom: (UICellConfigurationState) -> Void) {
        guard needsUpdate, !isUpdating else { return }
        needsUpdate = false
        isUpdating = true
        defer { isUpdating = false }
        if automaticallyUpdatesContent, baseContent != nil { applyContent(state: state) }
        if automaticallyUpdatesBackground, baseBackground != nil { applyBackground(state: state) }
        custom(state)
    }

    /// Places the background (behind everything) and the content view's configuration view.
    func layout(in bounds: CGRect, margins: NSDirectionalEdgeInsets) {
        if let backgroundView {
            if cell.subviews.first !== backgroundView { cell.insertSubview(backgroundView, at: 0) }
            backgroundView.frame = backgroundView.frame(in: bounds, margins: margins)
        }
        contentConfigurationView?.frame = contentView.bounds
    }
}
