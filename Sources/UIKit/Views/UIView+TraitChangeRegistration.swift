import Foundation

extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>) -> UITraitChangeRegistration {
        traitChangeRegistrations.add(traits, for: self, handler: handler)
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.remove(registration)
    }
}
