import Foundation

/// The drawn accessory of a `UITableViewCell` whose `accessoryType` (or, while editing,
/// `editingAccessoryType`) is a standard one and that has no `accessoryView`: the grey
/// disclosure chevron, the tinted checkmark, the info button, or the info button and the
/// chevron, as symbol images the renderers draw as shapes. It sits in the accessory area
/// (the trailing 38 pt the content view leaves free), centred vertically; it is not an
/// accessibility element (the cell is one), and hit-testing passes through it.
@MainActor
final class TableCellAccessoryView: UIView {
    private(set) var type: UITableViewCell.AccessoryType = .none

    /// The side of a symbol's square, in points.
    static let chevronSide: CGFloat = 20
    static let checkmarkSide: CGFloat = 20
    static let infoSide: CGFloat = 22

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("created by table cells only") }

    /// Shows `type`'s symbols (rebuilding them only when the type changes).
    func show(_ type: UITableViewCell.AccessoryType) {
        guard type != self.type || subviews.isEmpty else { return }
        self.type = type
        subviews.forEach { $0.removeFromSuperview() }
        for (symbol, tint) in Self.symbols(of: type) {
            let image = UIImageView(image: UIImage(systemName: symbol))
            image.tintColor = tint
            image.contentMode = .scaleToFill
            addSubview(image)
        }
        setNeedsLayout()
    }

    /// The symbols of each type, leading to trailing, with their tints (nil: the cell's tint).
    static func symbols(of type: UITableViewCell.AccessoryType) -> [(String, UIColor?)] {
        switch type {
        case .none: []
        case .disclosureIndicator: [("chevron.forward", .tertiaryLabel)]
        case .checkmark: [("checkmark", nil)]
        case .detailButton: [("info.circle", nil)]
        case .detailDisclosureButton: [("info.circle", nil), ("chevron.forward", .tertiaryLabel)]
        }
    }

    /// Its frame in a cell of `bounds`: the symbols side by side, the last one's square
    /// ending 16 pt from the trailing edge minus the chevron's own inset.
    static func frame(for type: UITableViewCell.AccessoryType, in bounds: CGRect) -> CGRect {
        let sides = symbols(of: type).map { side(of: $0.0) }
        let width = sides.reduce(0, +) + CGFloat(max(0, sides.count - 1)) * 8
        let height = sides.max() ?? 0
        return CGRect(x: bounds.width - 10 - width, y: (bounds.height - height) / 2, width: width, height: height)
    }

    static func side(of symbol: String) -> CGFloat {
        switch symbol {
        case "info.circle": infoSide
        case "checkmark": checkmarkSide
        default: chevronSide
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        for case let image as UIImageView in subviews {
            let side = Self.side(of: String((image.image?.name ?? "").dropFirst("symbol:".count)))
            image.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + 8
        }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

extension UITableViewCell {
    /// The standard accessory shown now: none with an `accessoryView`; while editing,
    /// `editingAccessoryType` (iOS hides the normal accessory then).
    var shownAccessoryType: AccessoryType {
        guard accessoryView == nil else { return .none }
        return isEditingStorage ? editingAccessoryType : accessoryType
    }

    /// Puts the drawn accessory in place (called from `layoutSubviews`).
    func layoutStandardAccessory() {
        let type = shownAccessoryType
        guard type != .none else {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
            return
        }
        let view = standardAccessory ?? TableCellAccessoryView()
        if view.superview !== self { addSubview(view) }
        standardAccessory = view
        view.show(type)
        view.frame = TableCellAccessoryView.frame(for: type, in: bounds).offsetBy(dx: swipeOffset, dy: 0)
    }
}
