import Foundation

/// The attribute pairings UIKit refuses. UIKit raises when the constraint is created; here
/// activation raises (`NSInvalidArgumentException` through diagnostics) and the constraint
/// stays inactive, since a Swift initialiser that UIKit declares non-failable cannot refuse.
extension NSLayoutConstraint {
    var pairingError: String? {
        let a = firstAttribute, b = secondAttribute
        guard case .attribute = first else { return nil }
        if second == nil || b == .notAnAttribute {
            guard a.isSize || a == .notAnAttribute else {
                return "A constraint cannot be made that sets a location equal to a constant. "
                    + "Location attributes must be specified in pairs."
            }
            return nil
        }
        guard case .attribute? = second else { return nil }
        if a.isSize != b.isSize || (!a.isSize && a.axis != b.axis) {
            return "Invalid pairing of layout attributes."
        }
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(a) && absolute.contains(b)) || (absolute.contains(a) && directional.contains(b)) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        }
        return nil
    }

    /// Reports an invalid pairing; returns whether the constraint may be installed.
    func validateForActivation() -> Bool {
        guard let pairingError else { return true }
        ViewControllerKit.Runtime.current.diagnostics.raise(.invalidArgumentException, pairingError)
        return false
    }
}
