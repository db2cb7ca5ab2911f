import Foundation

/// One dimension of a compositional layout size: a fraction of the container's width or
/// height, an absolute length, or an estimate (laid out at the estimate here: compositional
/// items do not self-size, docs/DifferencesFromIOS.md).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat
    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between items of a group: fixed, or flexible (at least the value; the extra
/// shared out like a justified line).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One cell's size in its group, with insets that shrink the cell inside that size.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// Items (or nested groups) placed side by side (`horizontal`) or stacked (`vertical`); a
/// group with `count` repeats one subitem that many times, sized to fill the group.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// The cell frames of one group at `origin` (relative to the section), given the group's
    /// container; items beyond `available` are left out. Nested groups are flattened.
    func cellFrames(in frame: CGRect, container: CGSize, available: Int) -> [CGRect] {
        var frames: [CGRect] = []
        let spacing = interItemSpacing?.spacing ?? 0
        let horizontal = axis == .horizontal
        var cursor: CGFloat = 0
        var children: [NSCollectionLayoutItem]
        var forcedLength: CGFloat?
        let extent = horizontal ? frame.width : frame.height
        if let count, count > 0, let only = subitems.first {
            children = Array(repeating: only, count: count)
            forcedLength = (extent - spacing * CGFloat(count - 1)) / CGFloat(count)
        } else {
            // As UIKit does, the subitems repeat while another one fits in the group.
            children = subitems
            var length = subitems.reduce(CGFloat(0)) { sum, item in
                let size = item.layoutSize.resolve(in: frame.size)
                return sum + (horizontal ? size.width : size.height) + spacing
            }
            var index = 0
            while !subitems.isEmpty, children.count < available {
                let size = subitems[index % subitems.count].layoutSize.resolve(in: frame.size)
                let next = horizontal ? size.width : size.height
                guard next > 0, length + next <= extent + 0.001 else { break }
                children.append(subitems[index % subitems.count])
                length += next + spacing
                index += 1
            }
        }
        for child in children {
            guard frames.count < available else { break }
            var size = child.layoutSize.resolve(in: frame.size)
            if let forcedLength { if horizontal { size.width = forcedLength } else { size.height = forcedLength } }
            let origin = horizontal ? CGPoint(x: frame.minX + cursor, y: frame.minY) : CGPoint(x: frame.minX, y: frame.minY + cursor)
            let childFrame = CGRect(origin: origin, size: size)
            if let group = child as? NSCollectionLayoutGroup {
                frames += group.cellFrames(in: childFrame, container: frame.size, available: available - frames.count)
            } else {
                let i = child.contentInsets
                frames.append(CGRect(x: childFrame.minX + i.leading, y: childFrame.minY + i.top,
                                     width: childFrame.width - i.leading - i.trailing, height: childFrame.height - i.top - i.bottom))
            }
            cursor += (horizontal ? size.width : size.height) + spacing
        }
        return frames
    }
}

/// A header or footer attached to a section's top or bottom edge.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

/// A section: its group repeated along the scroll axis until the section's items are placed.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    /// Stored; sections scroll with the collection view (docs/DifferencesFromIOS.md).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Set by `list(using:layoutEnvironment:)`: the section is laid out as self-sizing rows.
    var listConfiguration: UICollectionLayoutListConfiguration?
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
