import UIKitHeadless

/// The screens of a small mail app, for the navigation, tab bar and split view journeys
/// (seed 003: "View Controller Basics"). Each is what an app would write: a plain
/// `UIViewController` subclass with a title.

/// A list of mailboxes or messages; a real app would use a table view.
@MainActor
public final class MailboxViewController: UIViewController {
    public init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }
}

/// One message.
@MainActor
public final class MessageViewController: UIViewController {
    public init(subject: String) {
        super.init(nibName: nil, bundle: nil)
        title = subject
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }
}

/// The app's settings; its title names its tab.
@MainActor
public final class SettingsViewController: UIViewController {
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        title = "Settings"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }
}
