import Foundation

/// Custom containment (UIKIT-SEMANTICS 3.1–3.3, 3.9–3.11; seed 000 "Implementing a
/// Container View Controller").
extension UIViewController {
    public var parent: UIViewController? { storedParent }
    public var children: [UIViewController] { storedChildren }

    /// Adds `childController` as a child: calls its `willMove(toParent: self)` first and
    /// never `didMove(toParent:)` — the container calls that once the child's view is in
    /// place (3.1). A child of another controller is removed from it first.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException, "A view controller can not be its own child: \(childController.typeName)")
            return
        }
        if childController.storedParent === self { return }
        var ancestor: UIViewController? = self
        while let a = ancestor {
            if a === childController {
                runtimeInUse.diagnostics.raise(
                    .invalidArgumentException,
                    "Adding \(childController.typeName) as a child of its own descendant \(typeName) would create a cycle")
                return
            }
            ancestor = a.storedParent
        }
        if childController.storedParent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
        childController.appearance.expect(.movingToParent)
        childController.appearance.drop(.movingFromParent)
    }

    /// Removes the controller from its parent and then calls its `didMove(toParent: nil)`;
    /// it does not call `willMove(toParent: nil)` — the container calls that first (3.2).
    ///
    /// A child removed while its view follows the parent's appearance phase (removed from
    /// the parent's `viewWillDisappear`, say) still gets its did-callback right after the
    /// parent's (3.5), so after `didMove(toParent: nil)`; `isMovingFromParent` stays true
    /// until then.
    public func removeFromParent() {
        guard let parent = storedParent else { return }
        if appearance.follows(ObjectIdentifier(parent)) { parent.departedFollowers.append(self) }
        parent.storedChildren.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        storedParent = nil
        if appearance.state != .appearing { appearance.drop(.movingToParent) }
        didMove(toParent: nil)
        if appearance.state != .disappearing { appearance.drop(.movingFromParent) }
    }

    /// The nearest ancestor of type `T` (3.11).
    func nearestAncestor<T: UIViewController>(of type: T.Type) -> T? {
        var ancestor = storedParent
        while let a = ancestor {
            if let match = a as? T { return match }
            ancestor = a.storedParent
        }
        return nil
    }

    /// `<ClassName: 0x…>`, as UIKit names controllers in messages.
    var debugName: String { "<\(typeName): \(debugAddress)>" }
}
