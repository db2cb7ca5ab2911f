import Foundation

/// Copy and paste. ``general`` is the pasteboard of the runtime in use (each test host has
/// its own, empty at first); named pasteboards are not shared between apps here.
///
/// Items are dictionaries from a type identifier to a value; the typed accessors read and
/// write the identifiers UIKit uses (`"public.utf8-plain-text"`, `"public.url"`,
/// `"public.png"`). Each change increments ``changeCount`` and posts
/// ``changedNotification`` with the pasteboard as the object.
@preconcurrency @MainActor
open class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Posted after the items change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    static let textType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let imageType = "public.png"
    static let colorType = "com.apple.uikit.color"

    public let name: Name
    /// Incremented by every change of the items.
    public private(set) var changeCount = 0
    private var storedItems: [[String: Any]] = []

    init(name: Name) { self.name = name }

    /// The general pasteboard of the runtime in use.
    public class var general: UIPasteboard {
        let runtime = ViewControllerKit.Runtime.current
        if let pasteboard = runtime.generalPasteboardSlot as? UIPasteboard { return pasteboard }
        let pasteboard = UIPasteboard(name: .general)
        runtime.generalPasteboardSlot = pasteboard
        return pasteboard
    }

    /// A new pasteboard with a unique name (not shared with other apps here).
    public class func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name(UUID().uuidString))
    }

    /// The items, each a dictionary from type identifier to value.
    open var items: [[String: Any]] {
        get { storedItems }
        set {
            storedItems = newValue
            changeCount += 1
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
        }
    }

    open var numberOfItems: Int { storedItems.count }

    /// Appends items.
    open func addItems(_ items: [[String: Any]]) { self.items = storedItems + items }

    /// The type identifiers of the first item.
    open var types: [String] { storedItems.first.map { Array($0.keys).sorted() } ?? [] }

    /// Replaces the items with one holding `value` under `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: value]]
    }

    /// The first item's value for `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        storedItems.first?[pasteboardType]
    }

    private func values<T>(of type: String) -> [T] { storedItems.compactMap { $0[type] as? T } }
    private func setValues(_ values: [Any]?, of type: String) { items = (values ?? []).map { [type: $0] } }

    open var string: String? {
        get { (values(of: Self.textType) as [String]).first }
        set { setValues(newValue.map { [$0] }, of: Self.textType) }
    }
    open var strings: [String]? {
        get { let all: [String] = values(of: Self.textType); return all.isEmpty ? nil : all }
        set { setValues(newValue, of: Self.textType) }
    }
    open var url: URL? {
        get { (values(of: Self.urlType) as [URL]).first }
        set { setValues(newValue.map { [$0] }, of: Self.urlType) }
    }
    open var urls: [URL]? {
        get { let all: [URL] = values(of: Self.urlType); return all.isEmpty ? nil : all }
        set { setValues(newValue, of: Self.urlType) }
    }
    open var image: UIImage? {
        get { (values(of: Self.imageType) as [UIImage]).first }
        set { setValues(newValue.map { [$0] }, of: Self.imageType) }
    }
    open var images: [UIImage]? {
        get { let all: [UIImage] = values(of: Self.imageType); return all.isEmpty ? nil : all }
        set { setValues(newValue, of: Self.imageType) }
    }
    open var color: UIColor? {
        get { (values(of: Self.colorType) as [UIColor]).first }
        set { setValues(newValue.map { [$0] }, of: Self.colorType) }
    }

    open var hasStrings: Bool { storedItems.contains { $0[Self.textType] != nil } }
    open var hasURLs: Bool { storedItems.contains { $0[Self.urlType] != nil } }
    open var hasImages: Bool { storedItems.contains { $0[Self.imageType] != nil } }
    open var hasColors: Bool { storedItems.contains { $0[Self.colorType] != nil } }
}
