import Foundation
import StoryboardFormat

/// A text field's or text view's written properties, and the `<textInputTraits>` element
/// Interface Builder writes for both.
@MainActor
enum TextInputProperties {
    static func apply(_ object: IBObject, to field: UITextField, context: LoadContext) {
        if let text = object.strings["text"] { field.text = text }
        if let placeholder = object.strings["placeholder"] { field.placeholder = placeholder }
        if let color = ViewProperties.color("textColor", of: object, context) { field.textColor = color }
        if let font = object.fonts["fontDescription"] ?? object.fonts["font"] { field.font = InterfaceBuilderValues.font(font) }
        if let alignment = object["textAlignment"].flatMap({ InterfaceBuilderValues.textAlignments[$0] }) { field.textAlignment = alignment }
        if let style = object["borderStyle"].flatMap({ borderStyles[$0] }) { field.borderStyle = style }
        if let mode = object["clearButtonMode"].flatMap({ viewModes[$0] }) { field.clearButtonMode = mode }
        if object["clearsOnBeginEditing"] == "YES" { field.clearsOnBeginEditing = true }
        if object["adjustsFontSizeToFit"] == "YES" { field.adjustsFontSizeToFitWidth = true }
        if let size = object["minimumFontSize"].flatMap(Double.init) { field.minimumFontSize = CGFloat(size) }
        applyTraits(object, to: field)
    }

    static func apply(_ object: IBObject, to textView: UITextView, context: LoadContext) {
        // One text layout for the four properties, not one each.
        textView.changingTextAttributes {
            if let text = object.strings["text"] { textView.text = text }
            if let color = ViewProperties.color("textColor", of: object, context) { textView.textColor = color }
            if let font = object.fonts["fontDescription"] ?? object.fonts["font"] { textView.font = InterfaceBuilderValues.font(font) }
            if let alignment = object["textAlignment"].flatMap({ InterfaceBuilderValues.textAlignments[$0] }) {
                textView.textAlignment = alignment
            }
        }
        if object["editable"] == "NO" { textView.isEditable = false }
        if object["selectable"] == "NO" { textView.isSelectable = false }
        if object["scrollEnabled"] == "NO" { textView.isScrollEnabled = false }
        applyTraits(object, to: textView)
    }

    private static func applyTraits(_ object: IBObject, to input: any UITextInputTraits) {
        guard let traits = object.source.children.first(where: { $0.name == "textInputTraits" }) else { return }
        if let type = traits["keyboardType"].flatMap({ keyboardTypes[$0] }) { input.keyboardType = type }
        if let type = traits["returnKeyType"].flatMap({ returnKeyTypes[$0] }) { input.returnKeyType = type }
        if let type = traits["autocapitalizationType"].flatMap({ autocapitalizationTypes[$0] }) { input.autocapitalizationType = type }
        if let type = traits["autocorrectionType"].flatMap({ yesNoDefault[$0] }) {
            input.autocorrectionType = UITextAutocorrectionType(rawValue: type) ?? .default
        }
        if let type = traits["spellCheckingType"].flatMap({ yesNoDefault[$0] }) {
            input.spellCheckingType = UITextSpellCheckingType(rawValue: type) ?? .default
        }
        if traits["secureTextEntry"] == "YES" { input.isSecureTextEntry = true }
        if traits["enablesReturnKeyAutomatically"] == "YES" { input.enablesReturnKeyAutomatically = true }
        if let content = traits["textContentType"] { input.textContentType = UITextContentType(rawValue: content) }
    }

    private static let borderStyles: [String: UITextField.BorderStyle] = [
        "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]
    private static let viewModes: [String: UITextField.ViewMode] = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]
    private static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "ASCIICapable": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
        "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad,
        "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
        "ASCIICapableNumberPad": .asciiCapableNumberPad,
    ]
    private static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
        "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
        "continue": .continue,
    ]
    private static let autocapitalizationTypes: [String: UITextAutocapitalizationType] = [
        "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
    ]
    private static let yesNoDefault: [String: Int] = ["default": 0, "no": 1, "yes": 2]
}
