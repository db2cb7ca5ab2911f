import Foundation

/// A service the share sheet offers (UIKit's `UIActivity`): the system's kinds are named
/// by ``ActivityType``; an app's own subclasses are listed in `applicationActivities`.
@preconcurrency @MainActor
open class UIActivity {
    /// The kinds of activity; the system's are UIKit's identifiers.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where an activity appears in the sheet.
    public enum Category: Int, Sendable { case action, share }

    public init() {}

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open var activityViewController: UIViewController? { nil }
    open func perform() { activityDidFinish(false) }
    /// Tells the sheet the activity ended.
    open func activityDidFinish(_ completed: Bool) {}
}

/// The share sheet. There are no sharing services here: a sheet that is presented takes
/// its cancel path once it has appeared, as when the user closes it on iOS — it warns
/// through the diagnostics channel, dismisses itself, then calls
/// ``completionWithItemsHandler`` with `(nil, false, nil, nil)`.
///
/// It is presented with the default style (iOS makes it a popover on an iPad, whose
/// `popoverPresentationController` code sets through optional chaining; here that is nil).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Called after the sheet is dismissed: the chosen activity (nil: none), whether it
    /// completed, items it returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    /// System activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the sheet lets the user edit the shared items' metadata (iOS 17).
    open var allowsProminentActivity = true
    private var tookCancelPath = false

    /// A sheet sharing `activityItems` (strings, URLs, images, item sources), offering
    /// `applicationActivities` besides the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        takeUnavailableCancelPath("UIActivityViewController", "there are no sharing services; the sheet cancels",
                                  taken: &tookCancelPath) {
            dismiss(animated: true) { [weak self] in
                self?.completionWithItemsHandler?(nil, false, nil, nil)
            }
        }
    }
}
