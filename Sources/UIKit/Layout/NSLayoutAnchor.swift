import Foundation

/// A factory for constraints on one attribute of a view or layout guide.
///
/// The type parameter keeps axes apart at compile time, as in UIKit: an
/// `NSLayoutXAxisAnchor` only relates to x-axis anchors, `NSLayoutYAxisAnchor` to y-axis
/// ones, `NSLayoutDimension` to dimensions.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 8)
/// ```
/// Anchors hold their item weakly; each access to `view.leadingAnchor` makes a new one.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let term: AnchorTerm

    init(term: AnchorTerm) { self.term = term }

    convenience init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.init(term: .attribute(WeakItem(item), attribute))
    }

    /// The view or layout guide the anchor belongs to (nil for a composite anchor).
    public var item: AnyObject? {
        if case .attribute(let item, _) = term { return item.object }
        return nil
    }

    /// `self == anchor + constant`, inactive.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .equal, second: anchor.term, multiplier: 1, constant: c)
    }

    /// `self >= anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .greaterThanOrEqual, second: anchor.term, multiplier: 1, constant: c)
    }

    /// `self <= anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .lessThanOrEqual, second: anchor.term, multiplier: 1, constant: c)
    }
}

/// The standard spacing between sibling views (UIKit's system spacing for views without text).
let systemSpacing: CGFloat = 8

/// An anchor on the horizontal axis: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 pt).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }

    /// A dimension measuring from this anchor to `otherAnchor` (`other - self`).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: .offset(from: term, to: otherAnchor.term))
    }
}

/// An anchor on the vertical axis: top, bottom, centerY, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 pt).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }

    /// A dimension measuring from this anchor to `otherAnchor` (`other - self`).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: .offset(from: term, to: otherAnchor.term))
    }
}

/// A width or height (or the distance between two anchors).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .equal, second: nil, multiplier: 1, constant: c)
    }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .greaterThanOrEqual, second: nil, multiplier: 1, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .lessThanOrEqual, second: nil, multiplier: 1, constant: c)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .equal, second: anchor.term, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .greaterThanOrEqual, second: anchor.term, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .lessThanOrEqual, second: anchor.term, multiplier: m, constant: c)
    }
}
