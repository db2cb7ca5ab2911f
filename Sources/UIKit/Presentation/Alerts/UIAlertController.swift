import Foundation

/// An alert or an action sheet: a title, a message and buttons (``UIAlertAction``),
/// presented modally with `present(_:animated:completion:)`.
///
/// How it is presented depends on its style and the device, as in UIKit
/// (`_modalPresentationStyleForResolvedStyle`): an alert, and an action sheet on iPhone,
/// use a `.custom` presentation of their own — the alert centred over a dimming view, the
/// sheet at the bottom; an action sheet on iPad is a `.popover`, which needs a source
/// (`popoverPresentationController?.sourceView`/`barButtonItem`) or UIKit raises
/// (see ``UIPopoverPresentationController``), and hides its cancel button: tapping
/// outside the popover is the cancel.
///
/// Tapping a button dismisses the alert (animated) and runs the action's handler when
/// that dismissal has finished. Tapping the dimming view behind an action sheet does the
/// same with its cancel action, if it has one.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public private(set) var preferredStyle: Style = .alert
    /// The text under the title.
    open var message: String? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The actions in the order they were added (the layout moves the cancel action).
    public private(set) var actions: [UIAlertAction] = []
    private(set) var cancelAction: UIAlertAction?
    /// The emphasised action (bold); it must be one of ``actions``.
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                runtimeInUse.diagnostics.raise(
                    .internalInconsistencyException,
                    "The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
                return
            }
            storedPreferredAction = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }
    private var storedPreferredAction: UIAlertAction?
    /// Owned here because `transitioningDelegate` is weak, as UIKit's alert owns its own.
    private let ownedTransitioningDelegate = AlertTransitioningDelegate()
    /// Set once an action started the dismissal, so a second tap does nothing.
    private var actionTriggered = false

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        updateModalPresentationStyle()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioningDelegate = ownedTransitioningDelegate
        updateModalPresentationStyle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        transitioningDelegate = ownedTransitioningDelegate
        updateModalPresentationStyle()
    }

    /// Adds a button. A second `.cancel` action raises, as UIKit does.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel {
            if cancelAction != nil {
                runtimeInUse.diagnostics.raise(
                    .internalInconsistencyException,
                    "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
                return
            }
            cancelAction = action
        }
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The alert's text fields in the order added, or nil when it has none.
    public var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }
    private var addedTextFields: [UITextField] = []

    /// Adds a text field below the message; `configurationHandler` runs at once with it.
    /// Raises UIKit's exception for an action sheet. When the alert appears, its first
    /// text field becomes first responder (bringing up the keyboard, which moves the alert
    /// up into the space above it).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException,
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .line
        field.layer.borderColor = UIColor.systemGray4.cgColor
        field.backgroundColor = .systemBackground
        addedTextFields.append(field)
        configurationHandler?(field)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        addedTextFields.first?.becomeFirstResponder()
    }

    open override func loadView() {
        view = AlertContentView(alertController: self)
    }

    /// Whether this action sheet is shown as a popover (iPad): its cancel button is hidden.
    var isPresentedAsPopover: Bool { modalPresentationStyle == .popover }

    /// The actions in display order: on an alert with two buttons the cancel one goes
    /// first (left); otherwise last (bottom), and a popover leaves it out.
    var displayedActions: [UIAlertAction] {
        var ordered = actions.filter { $0.style != .cancel }
        guard let cancelAction else { return ordered }
        if isPresentedAsPopover { return ordered }
        if preferredStyle == .alert, actions.count == 2 { ordered.insert(cancelAction, at: 0) } else { ordered.append(cancelAction) }
        return ordered
    }

    /// A button was tapped: dismiss, then run its handler in the dismissal's completion.
    func trigger(_ action: UIAlertAction?) {
        guard !actionTriggered, presentationRecord?.phase == .presented, let presenter = presentingViewController else { return }
        actionTriggered = true
        presenter.dismiss(animated: true) {
            if let action { action.handler?(action) }
        }
    }

    /// UIKit decides from the device, once, so `popoverPresentationController` can be
    /// configured before presenting.
    private func updateModalPresentationStyle() {
        modalPresentationStyle = preferredStyle == .actionSheet && UIDevice.current.userInterfaceIdiom == .pad
            ? .popover : .custom
        modalTransitionStyle = preferredStyle == .alert ? .crossDissolve : .coverVertical
    }
}
