import Foundation

/// Foundation's `NSUserActivity`, which swift-corelibs-foundation lacks, with what scene-based
/// state restoration uses: a scene delegate returns one from `stateRestorationActivity(for:)`
/// when its scene enters the background; UIKit archives it with the scene's session, and the
/// next launch finds a copy in `session.stateRestorationActivity` at
/// `scene(_:willConnectTo:options:)`.
///
/// The archive keeps the activity type, title, `userInfo`, `requiredUserInfoKeys`,
/// `targetContentIdentifier`, `webpageURL`, `keywords` and the eligibility flags. As on Apple
/// platforms, `userInfo` must hold property-list values (strings, numbers, dates, data,
/// URLs, arrays and dictionaries of them, keyed by strings); an entry that is not one is
/// reported and left out of the archive. Handoff, search indexing and `becomeCurrent()`
/// have no system behind them here: the flags are stored, the calls record the state only.
open class NSUserActivity {
    /// The reverse-DNS type the app declared for the activity (`NSUserActivityTypes`).
    public let activityType: String
    open var title: String?
    /// The activity's state; property-list values only (see the type's discussion).
    open var userInfo: [AnyHashable: Any]?
    /// The `userInfo` keys the activity cannot be continued without.
    open var requiredUserInfoKeys: Set<String>?
    /// The identifier of the content the activity shows, used to pick a scene for it.
    open var targetContentIdentifier: String?
    open var webpageURL: URL?
    open var keywords: Set<String> = []
    open var expirationDate: Date?
    /// Set when the activity's state changed and must be saved again; cleared once the
    /// delegate's `userActivityWillSave(_:)` has run.
    open var needsSave = false
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open weak var delegate: NSUserActivityDelegate?
    /// Whether ``becomeCurrent()`` was called last (and not ``resignCurrent()`` or ``invalidate()``).
    public private(set) var isCurrent = false
    public private(set) var isValid = true

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Merges `otherDictionary` into `userInfo` (creating it when nil), its values winning.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    open func becomeCurrent() { if isValid { isCurrent = true } }
    open func resignCurrent() { isCurrent = false }
    open func invalidate() {
        isCurrent = false
        isValid = false
    }
}

/// Told before an activity's state is saved (Foundation's `NSUserActivityDelegate`). Main
/// actor: UIKit saves activities there, and the delegates are usually controllers.
@preconcurrency @MainActor
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be archived: bring its `userInfo` up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
}

extension NSUserActivity {
    /// The activity as a property list, asking its delegate first when it needs saving.
    /// `report` receives the `userInfo` entries left out because they are not property lists.
    @MainActor
    func archived(reporting report: (String) -> Void) -> Data? {
        if needsSave, let delegate {
            delegate.userActivityWillSave(self)
            needsSave = false
        }
        var info: [String: Any] = [:]
        for (key, value) in userInfo ?? [:] {
            guard let name = key.base as? String, let plist = Self.propertyList(value) else {
                report("NSUserActivity \(activityType): userInfo entry \(key) is not a property-list value and is not saved")
                continue
            }
            info[name] = plist
        }
        var dictionary: [String: Any] = [
            "activityType": activityType, "userInfo": info, "keywords": keywords.sorted(),
            "eligibility": [isEligibleForHandoff, isEligibleForSearch, isEligibleForPublicIndexing, isEligibleForPrediction],
        ]
        if userInfo == nil { dictionary["userInfo"] = nil }
        if let title { dictionary["title"] = title }
        if let requiredUserInfoKeys { dictionary["requiredUserInfoKeys"] = requiredUserInfoKeys.sorted() }
        if let targetContentIdentifier { dictionary["targetContentIdentifier"] = targetContentIdentifier }
        if let webpageURL { dictionary["webpageURL"] = webpageURL.absoluteString }
        if let expirationDate { dictionary["expirationDate"] = expirationDate }
        return try? PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
    }

    /// A copy of an archived activity (nil for data that is not one).
    static func unarchived(from data: Data) -> NSUserActivity? {
        guard let dictionary = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let type = dictionary["activityType"] as? String else { return nil }
        let activity = NSUserActivity(activityType: type)
        activity.title = dictionary["title"] as? String
        if let info = dictionary["userInfo"] as? [String: Any] {
            activity.userInfo = Dictionary(uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value) })
        }
        activity.requiredUserInfoKeys = (dictionary["requiredUserInfoKeys"] as? [String]).map(Set.init)
        activity.targetContentIdentifier = dictionary["targetContentIdentifier"] as? String
        activity.webpageURL = (dictionary["webpageURL"] as? String).flatMap(URL.init(string:))
        activity.keywords = Set(dictionary["keywords"] as? [String] ?? [])
        activity.expirationDate = dictionary["expirationDate"] as? Date
        if let flags = dictionary["eligibility"] as? [Bool], flags.count == 4 {
            (activity.isEligibleForHandoff, activity.isEligibleForSearch) = (flags[0], flags[1])
            (activity.isEligibleForPublicIndexing, activity.isEligibleForPrediction) = (flags[2], flags[3])
        }
        return activity
    }

    /// `value` as a property-list value, or nil when it is not one (URLs become strings).
    private static func propertyList(_ value: Any) -> Any? {
        switch value {
        case let value as String: return value
        case let value as Bool: return value
        case let value as Int: return value
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Date: return value
        case let value as Data: return value
        case let value as URL: return value.absoluteString
        case let value as [Any]:
            let items = value.compactMap(propertyList)
            return items.count == value.count ? items : nil
        case let value as [String: Any]:
            let items = value.compactMapValues(propertyList)
            return items.count == value.count ? items : nil
        default: return nil
        }
    }
}
