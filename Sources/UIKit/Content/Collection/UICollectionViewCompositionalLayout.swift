import Foundation

/// A layout built from sections of repeated groups of items (vertical scrolling).
///
/// `prepare()`, per section: the section's boundary header (`.top` items), then its group
/// repeated down the section — each group sized against the section's content width (the
/// collection view's width less the section's `contentInsets`) and the visible height,
/// `interGroupSpacing` apart, each placing as many of the remaining items as it holds —
/// then the `.bottom` boundary items. Groups are kept in order so the visible rect is found
/// by binary search: laying out 10,000 items costs one pass; a screen costs its groups.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    private var sections: [CompositionalSection] = []
    private var contentSize: CGSize = .zero
    /// Row heights list cells asked for, by index path; cleared when the width changes.
    private var measuredHeights: [IndexPath: CGFloat] = [:]
    private var measuredWidth: CGFloat = 0
    /// The collection view's background for a `list(using:)` layout.
    var listBackgroundColor: UIColor?

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        super.init()
    }

    public required init?(coder: NSCoder) { fatalError("UICollectionViewCompositionalLayout is created in code") }

    open override func prepare() {
        super.prepare()
        sections = []
        guard let collectionView else { return }
        let inset = collectionView.adjustedContentInset
        let container = CGSize(width: collectionView.bounds.width - inset.left - inset.right,
                               height: collectionView.bounds.height - inset.top - inset.bottom)
        let environment = LayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
        if container.width != measuredWidth {
            measuredWidth = container.width
            measuredHeights.removeAll()
        }
        var y: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            guard let section = provider(index, environment) else { continue }
            let built = CompositionalSection.build(section, index: index, items: collectionView.numberOfItems(inSection: index),
                                                   top: y, container: container, measured: measuredHeights)
            y = built.bottom
            sections.append(built)
        }
        contentSize = CGSize(width: container.width, height: y)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for section in sections where section.top < rect.maxY && section.bottom > rect.minY {
            result += section.supplementaries.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
            if let orthogonal = section.orthogonal {
                let offset = collectionView?.orthogonalOffset(ofSection: section.index) ?? 0
                result += section.orthogonalItems(orthogonal, in: rect, offset: offset)
                continue
            }
            var lo = 0, hi = section.groups.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if section.groups[mid].maxY <= rect.minY { lo = mid + 1 } else { hi = mid }
            }
            var group = lo
            while group < section.groups.count, section.groups[group].minY < rect.maxY {
                for item in section.groups[group].items where section.items[item].frame.intersects(rect) {
                    result.append(section.items[item].copy() as! UICollectionViewLayoutAttributes)
                }
                group += 1
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let section = sections.first(where: { $0.index == indexPath.section }),
              section.items.indices.contains(indexPath.item) else { return nil }
        return section.items[indexPath.item].copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        sections.first { $0.index == indexPath.section }?.supplementaries
            .first { $0.representedElementKind == elementKind }?.copy() as? UICollectionViewLayoutAttributes
    }

    /// The sections that scroll sideways, as of the last `prepare()`.
    override var orthogonalSections: [OrthogonalSectionGeometry] { sections.compactMap(\.orthogonal) }

    /// The list configuration of `section`, when it is a list section.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        sections.first { $0.index == section }?.listConfiguration
    }

    /// List rows self-size; other compositional items keep their estimates.
    override var measuresCells: Bool { sections.contains { $0.isList } }
    override var fadesElementsInPlace: Bool { true }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = originalAttributes.indexPath
        return sections.first { $0.index == path.section }?.isList == true
            && preferredAttributes.size.height != originalAttributes.size.height
    }

    override func recordPreferredSize(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        guard measuredHeights[indexPath] != size.height else { return false }
        measuredHeights[indexPath] = size.height
        needsPrepare = true
        return true
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        collectionView.map { $0.lastLayoutBounds.size != newBounds.size } ?? false
    }
}

/// What a section provider knows about where the layout is.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
}

private struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
}

private struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let containerSize: CGSize
    let traitCollection: UITraitCollection
    init(container: CGSize, traitCollection: UITraitCollection) {
        containerSize = container
        self.traitCollection = traitCollection
    }
    var container: any NSCollectionLayoutContainer { LayoutContainer(contentSize: containerSize) }
}

/// One prepared compositional section: its cells, groups in order, boundary items.
@MainActor
struct CompositionalSection {
    let index: Int
    var items: [UICollectionViewLayoutAttributes] = []
    var groups: [(minY: CGFloat, maxY: CGFloat, items: Range<Int>)] = []
    var supplementaries: [UICollectionViewLayoutAttributes] = []
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    var isList: Bool { listConfiguration != nil }
    /// The list configuration of a `list(using:)` section (its swipe-action providers).
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Set for a section that scrolls sideways: its items are laid out in one row of groups.
    var orthogonal: OrthogonalSectionGeometry?

    static func build(_ section: NSCollectionLayoutSection, index: Int, items count: Int, top: CGFloat,
                      container: CGSize, measured: [IndexPath: CGFloat]) -> CompositionalSection {
        var built = CompositionalSection(index: index)
        built.top = top
        built.listConfiguration = section.listConfiguration
        let insets = section.contentInsets
        let width = container.width - insets.leading - insets.trailing
        let path = IndexPath(item: 0, section: index)
        var y = top
        for boundary in section.boundarySupplementaryItems where boundary.alignment == .top {
            let size = boundary.layoutSize.resolve(in: CGSize(width: container.width, height: container.height))
            built.supplementaries.append(attributes(boundary.elementKind, path, CGRect(x: 0, y: y, width: container.width, height: size.height)))
            y += size.height
        }
        y += insets.top
        let groupContainer = CGSize(width: width, height: container.height)
        let groupSize = section.group.layoutSize.resolve(in: groupContainer)
        built.items.reserveCapacity(count)
        if let list = section.listConfiguration {
            // One row per item, each its measured height (or the estimate), no spacing.
            for item in 0..<count {
                let path = IndexPath(item: item, section: index)
                let height = measured[path] ?? groupSize.height
                let a = UICollectionViewLayoutAttributes(forCellWith: path)
                a.frame = CGRect(x: insets.leading, y: y, width: width, height: height)
                a.listAppearance = list.appearance
                if list.appearance == .insetGrouped { a.listCardCorners = SectionCard.corners(row: item, of: count) }
                a.listSeparators = ListSeparators.resolve(list, at: path, row: item, of: count)
                built.items.append(a)
                built.groups.append((y, y + height, item..<item + 1))
                y += height
            }
        }
        if !built.isList, section.orthogonalScrollingBehavior != .none {
            y = built.layOutOrthogonally(section, items: count, top: y - insets.top, container: container)
        }
        while !built.isList, built.orthogonal == nil, built.items.count < count {
            let frame = CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height)
            let frames = section.group.cellFrames(in: frame, container: groupContainer, available: count - built.items.count)
            guard !frames.isEmpty else { break }            // a group that holds nothing: stop
            let first = built.items.count
            for cell in frames {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: built.items.count, section: index))
                a.frame = cell
                built.items.append(a)
            }
            built.groups.append((frame.minY, frame.maxY, first..<built.items.count))
            y += groupSize.height
            if built.items.count < count { y += section.interGroupSpacing }
        }
        if built.orthogonal == nil { y += insets.bottom }
        for boundary in section.boundarySupplementaryItems where boundary.alignment == .bottom {
            let size = boundary.layoutSize.resolve(in: CGSize(width: container.width, height: container.height))
            built.supplementaries.append(attributes(boundary.elementKind, path, CGRect(x: 0, y: y, width: container.width, height: size.height)))
            y += size.height
        }
        built.bottom = y
        return built
    }

    private static func attributes(_ kind: String, _ path: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: path)
        a.frame = frame
        a.zIndex = 10
        return a
    }
}
