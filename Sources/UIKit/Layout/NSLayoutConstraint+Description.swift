import Foundation

/// UIKit's constraint description, without addresses so logs and dumps are deterministic:
///
/// ```
/// <NSLayoutConstraint UIView:'label'.leading == UIView.leadingMargin + 8   (active)>
/// <NSLayoutConstraint 'fixed width' UIView.width == 100 @750   (inactive)>
/// ```
extension NSLayoutConstraint: @MainActor CustomStringConvertible {
    public var description: String {
        var parts = ["<NSLayoutConstraint"]
        if let identifier { parts.append("'\(identifier)'") }
        parts.append(equationDescription + "   (\(isActive ? "active" : "inactive"))>")
        return parts.joined(separator: " ")
    }

    /// `UIView.width == 0.5*UIView.width + 10 @750`.
    var equationDescription: String {
        var text = "\(first.debugDescription) \(relation) "
        if let second {
            if multiplier != 1 { text += "\(multiplier.clean)*" }
            text += second.debugDescription
            if constant > 0 { text += " + \(constant.clean)" }
            if constant < 0 { text += " - \((-constant).clean)" }
        } else {
            text += constant.clean
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}
