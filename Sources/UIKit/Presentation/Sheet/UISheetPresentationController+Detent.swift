import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at. ``medium()`` is half the largest height and inactive in a
    /// vertically compact environment; ``large()`` is the largest; ``custom(identifier:resolver:)``
    /// asks its resolver each time the sheet is laid out.
    ///
    /// A detent's value is the height of the sheet above the container's bottom safe-area
    /// inset: the sheet's frame is that value plus the inset, at the bottom of the container.
    @preconcurrency @MainActor
    public final class Detent {
        /// Names a detent, so ``UISheetPresentationController/selectedDetentIdentifier`` and
        /// ``UISheetPresentationController/largestUndimmedDetentIdentifier`` can refer to it.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// ``Detent/medium()``'s identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// ``Detent/large()``'s identifier.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// Return this from a resolver to make the detent inactive (Objective-C's
        /// `UISheetPresentationControllerDetentInactive`; Swift resolvers return nil).
        public static let inactive: CGFloat = -.greatestFiniteMagnitude

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the largest height (our chosen ratio for UIKit's "approximately half the height
        /// of the screen"); inactive when the container is vertically compact.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.maximumDetentValue * 0.5
            }
        }

        /// The largest height: the container less its top safe-area inset and 10 points.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose value `resolver` computes from the context; nil (or ``inactive``)
        /// makes it inactive. Without an identifier one is made up (UIKit's is random).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's value in `context`, at most its maximum; nil when inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value != Detent.inactive else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}

/// What a custom detent's resolver is told: the sheet's container's traits and the largest
/// value a detent can have there.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

/// The context the sheet resolves its detents in.
@MainActor
final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
    }
}

/// A sheet's delegate: the adaptive presentation calls plus the detent the user picked.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Sent after the user dragged the sheet to another detent (not for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}
