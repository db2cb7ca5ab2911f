import Foundation

/// One button of a ``UIAlertController``: a title, a style and the handler run when the
/// user taps it.
///
/// The handler runs once the alert's dismissal has finished — it is the completion of
/// the `dismiss` the alert sends its presenter, as UIKit's `_dismissAnimated:triggeringAction:`
/// does — so inside it `presentedViewController` is already nil and the handler may
/// present something else. A disabled action's button ignores touches.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How the button looks and where it goes: a cancel action sits apart (last, or in its
    /// own group on an action sheet) and an alert may have only one.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?
    /// The button showing this action while its alert is on screen.
    weak var control: UIControl?

    /// Whether the button accepts taps; it can change while the alert is shown.
    open var isEnabled = true {
        didSet { control?.isEnabled = isEnabled }
    }

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
