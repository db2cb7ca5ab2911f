import Foundation

/// The alert's own view: a rounded panel with the title, the message and one
/// ``AlertActionView`` per displayed action, laid out by ``AlertLayout``.
@MainActor
final class AlertContentView: UIView {
    private unowned let alertController: UIAlertController
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var actionViews: [AlertActionView] = []

    init(alertController: UIAlertController) {
        self.alertController = alertController
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 14
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            addSubview(label)
        }
        messageLabel.font = .systemFont(ofSize: 13)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let alert = alertController
        let isAlert = alert.preferredStyle == .alert
        let layout = AlertLayout(alert: alert, width: bounds.width)
        titleLabel.font = AlertLayout.titleFont(isAlert)
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        titleLabel.isHidden = layout.titleFrame == nil
        messageLabel.isHidden = layout.messageFrame == nil
        titleLabel.frame = layout.titleFrame ?? .zero
        messageLabel.frame = layout.messageFrame ?? .zero

        for (field, frame) in zip(alert.textFields ?? [], layout.textFieldFrames) {
            if field.superview !== self { addSubview(field) }
            field.frame = frame
        }

        let displayed = alert.displayedActions
        let current = actionViews.map { $0.action.map(ObjectIdentifier.init) }
        if current != displayed.map({ ObjectIdentifier($0) }) {
            actionViews.forEach { $0.removeFromSuperview() }
            actionViews = displayed.map { action in
                let view = AlertActionView(action: action) { [unowned alert] in alert.trigger(action) }
                addSubview(view)
                return view
            }
        }
        for (view, frame) in zip(actionViews, layout.actionFrames) {
            view.frame = frame
            view.isPreferred = alert.preferredAction === view.action
        }
    }

    /// The button showing the displayed action titled `title`, if any.
    func actionView(titled title: String) -> AlertActionView? {
        actionViews.first { $0.action?.title == title }
    }
}

/// One alert button: its title centred, coloured by style (destructive red, others the
/// tint), bold when it is the preferred or the cancel action; sends its tap to the alert.
@MainActor
final class AlertActionView: UIControl {
    weak var action: UIAlertAction?
    let titleLabel = UILabel()
    var isPreferred = false { didSet { updateLook() } }

    init(action: UIAlertAction, onTap: @escaping @MainActor () -> Void) {
        self.action = action
        super.init(frame: .zero)
        isEnabled = action.isEnabled
        action.control = self
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        accessibilityLabel = action.title
        addSubview(titleLabel)
        addAction(UIAction { _ in onTap() }, for: .touchUpInside)
        updateLook()
    }

    required init?(coder: NSCoder) { nil }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        updateLook()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    private func updateLook() {
        let style = action?.style ?? .default
        let bold = isPreferred || style == .cancel
        titleLabel.font = bold ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
        titleLabel.textColor = !isEnabled ? .tertiaryLabel : style == .destructive ? .systemRed : .systemBlue
    }
}
