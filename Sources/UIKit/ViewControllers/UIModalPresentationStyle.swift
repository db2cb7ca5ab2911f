import Foundation

/// How a presented controller is shown (UIKIT-SEMANTICS 6.8, 6.9).
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4
    case overFullScreen = 5, overCurrentContext = 6, popover = 7, none = -1, automatic = -2

    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }
}

/// The animation of a modal presentation (UIKIT-SEMANTICS 6.19).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal = 1, crossDissolve = 2, partialCurl = 3
}

extension UIViewController {
    /// The controller that presented this one, or whose ancestor did (6.1, 6.5).
    public var presentingViewController: UIViewController? {
        if let presenter = storedPresentingViewController { return presenter }
        return storedParent?.presentingViewController
    }

    /// The controller this one (or its nearest ancestor) presents (6.4).
    public var presentedViewController: UIViewController? {
        if let presented = storedPresentedViewController { return presented }
        return storedParent?.presentedViewController
    }
}
