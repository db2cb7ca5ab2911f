import Foundation
import StoryboardFormat

/// Applies a view element's written properties: the common `UIView` ones, then those of its
/// kind (label, button, image view, stack view, control).
@MainActor
enum ViewProperties {
    static func apply(_ object: IBObject, to view: UIView, context: LoadContext) {
        if let frame = object.frame {
            view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        if let mask = object.autoresizingMask { view.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(mask.rawValue)) }
        if let translates = object.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let mode = object.contentMode.flatMap({ InterfaceBuilderValues.contentModes[$0] }) { view.contentMode = mode }
        if object.isHidden { view.isHidden = true }
        if let alpha = object.alpha { view.alpha = CGFloat(alpha) }
        if let tag = object.tag { view.tag = tag }
        if object["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if object["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        if object["opaque"] == "NO" { view.isOpaque = false }
        if let color = color("backgroundColor", of: object, context) { view.backgroundColor = color }
        if let color = color("tintColor", of: object, context) { view.tintColor = color }
        if let accessibility = object.accessibility {
            if let identifier = accessibility.identifier { view.accessibilityIdentifier = identifier }
            if let label = accessibility.label { view.accessibilityLabel = label }
        }
        switch view {
        case let label as UILabel: applyLabel(object, to: label, context)
        case let button as UIButton: applyButton(object, to: button, context)
        case let imageView as UIImageView: applyImageView(object, to: imageView, context)
        case let stack as UIStackView: applyStack(object, to: stack)
        case let field as UITextField: TextInputProperties.apply(object, to: field, context: context)
        case let textView as UITextView: TextInputProperties.apply(object, to: textView, context: context)
        default: break
        }
        if let control = view as? UIControl {
            if object["enabled"] == "NO" { control.isEnabled = false }
            if object["selected"] == "YES" { control.isSelected = true }
        }
        for attribute in object.runtimeAttributes { RuntimeAttributes.set(attribute, on: view, context: context) }
    }

    static func color(_ key: String, of object: IBObject, _ context: LoadContext) -> UIColor? {
        object.colors[key].flatMap { InterfaceBuilderValues.color($0, bundle: context.bundle, context: context) }
    }

    private static func applyLabel(_ object: IBObject, to label: UILabel, _ context: LoadContext) {
        if let text = object.strings["text"] { label.text = text }
        if let color = color("textColor", of: object, context) { label.textColor = color }
        if let color = color("highlightedColor", of: object, context) { label.highlightedTextColor = color }
        if let font = object.fonts["fontDescription"] ?? object.fonts["font"] { label.font = InterfaceBuilderValues.font(font) }
        if let alignment = object["textAlignment"].flatMap({ InterfaceBuilderValues.textAlignments[$0] }) { label.textAlignment = alignment }
        if let lines = object["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
        if let mode = object["lineBreakMode"].flatMap({ InterfaceBuilderValues.lineBreakModes[$0] }) { label.lineBreakMode = mode }
        if object["adjustsFontSizeToFit"] == "YES" { label.adjustsFontSizeToFitWidth = true }
        if let scale = object["minimumScaleFactor"].flatMap(Double.init) { label.minimumScaleFactor = CGFloat(scale) }
        if let width = object["preferredMaxLayoutWidth"].flatMap(Double.init) { label.preferredMaxLayoutWidth = CGFloat(width) }
    }

    private static func applyButton(_ object: IBObject, to button: UIButton, _ context: LoadContext) {
        for (name, state) in InterfaceBuilderValues.controlStates {
            if let title = object.strings["title.\(name)"] { button.setTitle(title, for: state) }
            if let color = color("titleColor.\(name)", of: object, context) { button.setTitleColor(color, for: state) }
            if let image = object.images["image.\(name)"] {
                button.setImage(UIImage(named: image, in: context.bundle, compatibleWith: nil), for: state)
            }
        }
        if let font = object.fonts["fontDescription"] ?? object.fonts["font"] { button.titleLabel?.font = InterfaceBuilderValues.font(font) }
    }

    private static func applyImageView(_ object: IBObject, to imageView: UIImageView, _ context: LoadContext) {
        if let name = object.images["image"] { imageView.image = image(name, context) }
        if let name = object.images["highlightedImage"] { imageView.highlightedImage = image(name, context) }
    }

    private static func image(_ name: String, _ context: LoadContext) -> UIImage? {
        if let image = UIImage(named: name, in: context.bundle, compatibleWith: nil) { return image }
        context.warn("Could not load the \"\(name)\" image referenced from a nib in the bundle with identifier \"\(context.bundle.bundleIdentifier ?? context.bundle.bundleURL.lastPathComponent)\"")
        return nil
    }

    private static func applyStack(_ object: IBObject, to stack: UIStackView) {
        if object["axis"] == "vertical" { stack.axis = .vertical }
        if let alignment = object["alignment"].flatMap({ InterfaceBuilderValues.stackAlignments[$0] }) { stack.alignment = alignment }
        if let distribution = object["distribution"].flatMap({ InterfaceBuilderValues.stackDistributions[$0] }) {
            stack.distribution = distribution
        }
        if let spacing = object["spacing"].flatMap(Double.init) { stack.spacing = CGFloat(spacing) }
        if object["baselineRelativeArrangement"] == "YES" { stack.isBaselineRelativeArrangement = true }
        if object["layoutMarginsFollowReadableWidth"] == "YES" || object["layoutMarginsRelativeArrangement"] == "YES" {
            stack.isLayoutMarginsRelativeArrangement = true
        }
    }
}

/// User-defined runtime attributes. UIKit sets them by key-value coding, which Swift on
/// Linux lacks, so the key paths UIKit's classes support are set here and any other is
/// reported and skipped.
@MainActor
enum RuntimeAttributes {
    static func set(_ attribute: RuntimeAttribute, on view: UIView, context: LoadContext) {
        let number = attribute.value.flatMap(Double.init).map { CGFloat($0) }
        let bool = attribute.value == "YES" || attribute.value == "1"
        switch (attribute.keyPath, attribute.type) {
        case ("layer.cornerRadius", _) where number != nil: view.layer.cornerRadius = number!
        case ("layer.borderWidth", _) where number != nil: view.layer.borderWidth = number!
        case ("layer.masksToBounds", "boolean"): view.layer.masksToBounds = bool
        case ("clipsToBounds", "boolean"): view.clipsToBounds = bool
        case ("tag", _) where number != nil: view.tag = Int(number!)
        case ("alpha", _) where number != nil: view.alpha = number!
        case ("accessibilityIdentifier", _): view.accessibilityIdentifier = attribute.value
        case ("accessibilityLabel", _): view.accessibilityLabel = attribute.value
        case ("backgroundColor", "color"):
            view.backgroundColor = attribute.color.flatMap { InterfaceBuilderValues.color($0, bundle: context.bundle, context: context) }
        case ("tintColor", "color"):
            view.tintColor = attribute.color.flatMap { InterfaceBuilderValues.color($0, bundle: context.bundle, context: context) }
        default:
            context.warn("Failed to set (\(attribute.keyPath)) user defined inspected property on (\(type(of: view))): "
                + "key-value coding is not available on Linux (line \(attribute.line))")
        }
    }
}
