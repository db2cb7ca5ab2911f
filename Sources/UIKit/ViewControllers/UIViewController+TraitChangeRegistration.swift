import Foundation

extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>) -> UITraitChangeRegistration {
        traitChangeRegistrations.add(traits) { [weak self] previous in
            guard let environment = self as? Environment else { return }
            handler(environment, previous)
        }
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.remove(registration)
    }
}
