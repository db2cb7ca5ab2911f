import Foundation
import StoryboardFormat

/// Interface Builder's written values (colours, fonts, enum names) as UIKit values.
@MainActor
enum InterfaceBuilderValues {
    static func color(_ color: Color, bundle: Bundle, context: LoadContext) -> UIColor? {
        switch color {
        case let .rgb(red, green, blue, alpha, _):
            return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case let .white(white, alpha, _):
            return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
        case .named(let name):
            if let found = UIColor(named: name, in: bundle, compatibleWith: nil) { return found }
            context.warn("Could not load the \"\(name)\" color referenced from a nib in the bundle with identifier \"\(bundle.bundleIdentifier ?? bundle.bundleURL.lastPathComponent)\"")
            return nil
        case .system(let name):
            if let found = systemColors[name] ?? systemColors[name.hasSuffix("Color") ? String(name.dropLast(5)) : name] {
                return found
            }
            context.warn("Unknown system color \(name) in Interface Builder file.")
            return nil
        }
    }

    /// IB's `systemColor`/`cocoaTouchSystemColor` names without the `Color` suffix.
    static let systemColors: [String: UIColor] = [
        "black": .black, "white": .white, "clear": .clear, "red": .red, "green": .green, "blue": .blue,
        "cyan": .cyan, "magenta": .magenta, "yellow": .yellow, "orange": .orange, "purple": .purple,
        "brown": .brown, "gray": .gray, "lightGray": .lightGray, "darkGray": .darkGray,
        "lightText": .lightText, "darkText": .darkText, "systemBlue": .systemBlue, "systemBrown": .systemBrown,
        "systemCyan": .systemCyan, "systemGreen": .systemGreen, "systemIndigo": .systemIndigo,
        "systemMint": .systemMint, "systemOrange": .systemOrange, "systemPink": .systemPink,
        "systemPurple": .systemPurple, "systemRed": .systemRed, "systemTeal": .systemTeal,
        "systemYellow": .systemYellow, "systemGray": .systemGray, "systemGray2": .systemGray2,
        "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
        "systemGray6": .systemGray6, "tint": .tintColor, "label": .label, "secondaryLabel": .secondaryLabel,
        "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText,
        "link": .link, "separator": .separator, "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill, "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "groupTableViewBackground": .systemGroupedBackground,
    ]

    static func font(_ font: Font) -> UIFont {
        switch font {
        case let .system(type, size, weight):
            let size = CGFloat(size)
            switch type {
            case "boldSystem": return .boldSystemFont(ofSize: size)
            case "italicSystem": return .italicSystemFont(ofSize: size)
            default: return .systemFont(ofSize: size, weight: weight.flatMap { weights[$0] } ?? .regular)
            }
        case .textStyle(let style):
            return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case let .named(name, _, size):
            return UIFont(name: name, size: CGFloat(size)) ?? .systemFont(ofSize: CGFloat(size))
        }
    }

    static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]

    static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline,
        "center": .center, "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline,
    ]

    static let stackDistributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    static let modalPresentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "currentContext": .currentContext, "overFullScreen": .overFullScreen,
        "overCurrentContext": .overCurrentContext, "popover": .popover, "none": .none, "automatic": .automatic,
        "custom": .custom,
    ]

    static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    static let selectionStyles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]
    static let modalTransitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
        "partialCurl": .partialCurl,
    ]

    static let barButtonSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
        "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "close": .close,
    ]
}
