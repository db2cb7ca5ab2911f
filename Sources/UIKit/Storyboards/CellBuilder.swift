import Foundation
import StoryboardFormat

/// Table and collection views from a storyboard: their properties, their prototype cells
/// registered for reuse, a static table's sections, and cells' own content.
///
/// ```
/// scene view loads → table/collection view made → prototypes registered (nothing built)
///                                               → static cells built now, in the scene's archive
/// dequeueReusableCell(withIdentifier:for:) with an empty queue
///   → a cell archive: init?(coder:) → content view + subviews → constraints
///     → outlets/actions (inside the cell, and to the scene's objects) → segue triggers → awakeFromNib
/// ```
///
/// A prototype is built afresh for each new cell in its own context, which sees the scene's
/// objects (a cell's text field may name the controller as its delegate) without keeping them.
extension LoadContext {
    /// Called by `makeView` for table views, collection views and cells, after the view's own
    /// properties and subviews.
    func makeContent(of object: IBObject, in view: UIView) {
        switch view {
        case let table as UITableView:
            applyTableProperties(object, to: table)
            for prototype in object.children(in: "prototypes") where prototype.element == "tableViewCell" {
                guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
                    warn("Prototype table cell (line \(prototype.line)) has no reuse identifier; not registered")
                    continue
                }
                table.registerCellMaker({ [weak self] in
                    self?.makePrototypeCell(prototype) as? UITableViewCell
                        ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
                }, forCellReuseIdentifier: identifier)
            }
            if object["dataMode"] == "static" { table.setStaticSections(makeStaticSections(of: object)) }
        case let collection as UICollectionView:
            if let layout = object.child(forKey: "collectionViewLayout") { applyFlowLayout(layout, to: collection) }
            let prototypes = object.children(in: "cells").map { ($0, nil as String?) }
                + [("sectionHeaderView", UICollectionView.elementKindSectionHeader),
                   ("sectionFooterView", UICollectionView.elementKindSectionFooter)]
                .compactMap { key, kind in object.child(forKey: key).map { ($0, Optional(kind)) } }
            for (prototype, kind) in prototypes {
                guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
                collection.registerMaker({ [weak self] in
                    let made = self?.makePrototypeCell(prototype) as? UICollectionReusableView
                        ?? (kind == nil ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero))
                    made.reuseIdentifier = identifier
                    return made
                }, kind: kind, identifier: identifier)
            }
        default:
            break
        }
        if let contentObject = object.child(forKey: "contentView"),
           let contentView = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView {
            register(contentObject, as: contentView)
            ViewProperties.apply(contentObject, to: contentView, context: self)
            for subviewObject in contentObject.subviews { contentView.addSubview(makeView(subviewObject)) }
        }
        if let cell = view as? UITableViewCell { applyCellProperties(object, to: cell) }
    }

    /// One new cell from a prototype, in a context of its own (see the type's discussion).
    private func makePrototypeCell(_ prototype: IBObject) -> UIView {
        let context = LoadContext(document: document, bundle: bundle, storyboard: storyboard, moduleNames: moduleNames)
        context.objects = objects
        context.sceneController = sceneController
        let cell = context.makeView(prototype)
        var constraints = ConstraintBuilder(context: context)
        constraints.activateConstraints(in: prototype, rootView: cell)
        context.connect([prototype])
        context.awakeCreatedObjects()
        return cell
    }

    /// A static table's sections; the cells are part of the scene's own archive, so the
    /// controller's outlets to them (and their views) connect with the rest of the scene.
    private func makeStaticSections(of table: IBObject) -> [StaticTableSection] {
        table.children(in: "sections").map { section in
            let cellObjects = section.children(in: "cells")
            let cells = cellObjects.map { makeView($0) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil) }
            return StaticTableSection(
                headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells,
                rowHeights: cellObjects.map { $0["rowHeight"].flatMap(Double.init).map { CGFloat($0) } })
        }
    }

    private func applyTableProperties(_ object: IBObject, to table: UITableView) {
        func number(_ key: String) -> CGFloat? { object[key].flatMap(Double.init).map { CGFloat($0) } }
        if let height = number("rowHeight") { table.rowHeight = height }
        if let height = number("estimatedRowHeight") { table.estimatedRowHeight = height }
        if let height = number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
        if let height = number("sectionFooterHeight") { table.sectionFooterHeight = height }
        if object["allowsSelection"] == "NO" { table.allowsSelection = false }
        if object["allowsMultipleSelection"] == "YES" { table.allowsMultipleSelection = true }
    }

    private func applyFlowLayout(_ object: IBObject, to collection: UICollectionView) {
        guard object.element == "collectionViewFlowLayout" else { return }
        let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
        func size(_ key: String) -> CGSize? { object.sizes[key].map { CGSize(width: $0.width, height: $0.height) } }
        if let spacing = object["minimumLineSpacing"].flatMap(Double.init) { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = object["minimumInteritemSpacing"].flatMap(Double.init) { layout.minimumInteritemSpacing = CGFloat(spacing) }
        if let itemSize = size("itemSize") { layout.itemSize = itemSize }
        if let header = size("headerReferenceSize") { layout.headerReferenceSize = header }
        if let footer = size("footerReferenceSize") { layout.footerReferenceSize = footer }
        if let inset = object.insets["sectionInset"] {
            layout.sectionInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }
        if object["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if collection.collectionViewLayout !== layout { collection.collectionViewLayout = layout }
        register(object, as: layout)
    }

    private func applyCellProperties(_ object: IBObject, to cell: UITableViewCell) {
        if let type = object["accessoryType"].flatMap({ InterfaceBuilderValues.accessoryTypes[$0] }) { cell.accessoryType = type }
        if let type = object["editingAccessoryType"].flatMap({ InterfaceBuilderValues.accessoryTypes[$0] }) {
            cell.editingAccessoryType = type
        }
        if let style = object["selectionStyle"].flatMap({ InterfaceBuilderValues.selectionStyles[$0] }) { cell.selectionStyle = style }
        if let level = object["indentationLevel"].flatMap(Int.init) { cell.indentationLevel = level }
        cell.adoptStandardViews(
            textLabel: object["textLabel"].flatMap { objects[$0] } as? UILabel,
            detailTextLabel: object["detailTextLabel"].flatMap { objects[$0] } as? UILabel,
            imageView: object["imageView"].flatMap { objects[$0] } as? UIImageView)
    }
}
