import Foundation
import StoryboardFormat

/// The coder a storyboard or nib passes to `init?(coder:)`: it reads the object's element as
/// written. Keys are the element's attributes (`storyboardIdentifier`, `text`, …), plus the
/// keys UIKit's own classes decode (`UIButtonType`). Everything else a scene sets (frames,
/// colours, outlets) is applied after `init?(coder:)` returns and before `awakeFromNib`.
final class InterfaceBuilderCoder: NSCoder, @unchecked Sendable {
    /// The element being decoded (a Sendable value; the coder never mutates it).
    let object: IBObject

    init(object: IBObject) {
        self.object = object
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool { value(forKey: key) != nil }

    override func decodeObject(forKey key: String) -> Any? {
        key == "UIReuseIdentifier" ? value(forKey: "reuseIdentifier") : value(forKey: key)
    }

    override func decodeBool(forKey key: String) -> Bool { value(forKey: key) == "YES" }

    override func decodeInteger(forKey key: String) -> Int {
        switch key {
        case "UIButtonType": return Self.buttonTypes[object["buttonType"] ?? ""] ?? 0
        case "UITableViewCellStyle": return Self.cellStyles[object["style"] ?? ""] ?? 0
        case "UITableViewStyle" where object.element == "tableView": return Self.tableStyles[object["style"] ?? ""] ?? 0
        default: break
        }
        return value(forKey: key).flatMap { Int($0) } ?? 0
    }

    override func decodeDouble(forKey key: String) -> Double { value(forKey: key).flatMap { Double($0) } ?? 0 }

    private func value(forKey key: String) -> String? { object[key] }

    /// IB's cell `style` names, as `UITableViewCell.CellStyle` raw values.
    static let cellStyles: [String: Int] = [
        "IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1,
        "IBUITableViewCellStyleValue2": 2, "IBUITableViewCellStyleSubtitle": 3,
    ]
    /// IB's table `style` names, as `UITableView.Style` raw values.
    static let tableStyles: [String: Int] = ["plain": 0, "grouped": 1, "insetGrouped": 2]

    /// IB's `buttonType` names, as `UIButton.ButtonType` raw values.
    static let buttonTypes: [String: Int] = [
        "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3,
        "infoDark": 4, "contactAdd": 5, "plain": 6, "close": 7,
    ]
}

/// An empty coder, for a controller created after a raised exception.
final class FallbackCoder: NSCoder, @unchecked Sendable {
    override var allowsKeyedCoding: Bool { false }
}
