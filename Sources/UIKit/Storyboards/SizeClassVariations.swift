import Foundation
import StoryboardFormat

/// A loaded view tree's size-class variations, applied for the tree's current traits at load
/// and again whenever its size classes change (rotation on an iPhone, a split or slide-over
/// width on an iPad).
///
/// Interface Builder writes a `<variation key="…">` per size class that differs from the
/// any/any layout: `key="default"` lists what the any/any layout leaves out, and a keyed
/// variation (`heightClass=compact`, `heightClass=compact-widthClass=regular`,
/// `userInterfaceIdiom=pad`) includes or excludes constraints and subviews (masks) and
/// overrides attributes of its owner (a constraint's `constant`, a stack view's `axis`,
/// `hidden`, a font). For a trait collection, the variations whose conditions all hold are
/// applied from the least specific (default) to the most specific, later ones winning:
///
/// ```
/// any/any (all installed, attributes as written)
///   → default masks → one-condition variations → two-condition variations
/// ```
///
/// Constraints and views are created once, whatever their size class; an uninstalled
/// constraint is inactive and an uninstalled view out of its superview (outlets still reach
/// both, as in UIKit).
@MainActor
final class SizeClassVariations: TraitDependentConfiguration {
    /// A variation's conditions; nil matches anything.
    struct Condition {
        var horizontal: UIUserInterfaceSizeClass?
        var vertical: UIUserInterfaceSizeClass?
        var idiom: UIUserInterfaceIdiom?
        /// A condition on a trait UIKit does not vary by here: never matches.
        var unsupported = false
        var specificity = 0

        init(_ variation: Variation) {
            for (trait, value) in variation.traits {
                specificity += 1
                switch trait {
                case "widthClass": horizontal = Self.sizeClasses[value]; unsupported = unsupported || horizontal == nil
                case "heightClass": vertical = Self.sizeClasses[value]; unsupported = unsupported || vertical == nil
                case "userInterfaceIdiom": idiom = Self.idioms[value]; unsupported = unsupported || idiom == nil
                default: unsupported = true
                }
            }
        }

        func matches(_ traits: UITraitCollection) -> Bool {
            guard !unsupported else { return false }
            if let horizontal, traits.horizontalSizeClass != horizontal { return false }
            if let vertical, traits.verticalSizeClass != vertical { return false }
            if let idiom, traits.userInterfaceIdiom != idiom { return false }
            return true
        }

        static let sizeClasses: [String: UIUserInterfaceSizeClass] = ["compact": .compact, "regular": .regular]
        static let idioms: [String: UIUserInterfaceIdiom] = ["phone": .phone, "pad": .pad, "mac": .mac, "tv": .tv, "carplay": .carPlay]
    }

    /// Variations in the order they apply (least specific first, document order within).
    private static func ordered(_ variations: [Variation]) -> [(Condition, Variation)] {
        variations.map { (Condition($0), $0) }.enumerated()
            .sorted { ($0.element.0.specificity, $0.offset) < ($1.element.0.specificity, $1.offset) }
            .map(\.element)
    }

    private struct ConstraintEntry {
        let constraint: NSLayoutConstraint
        let model: Constraint
        let variations: [(Condition, Variation)]
    }

    private struct ViewEntry {
        weak var view: UIView?
        let object: IBObject
        let variations: [(Condition, Variation)]
        /// Every attribute and font key some variation of the view overrides.
        let keys: Set<String>
    }

    /// A view some variation installs or uninstalls, with where it goes back.
    private struct SubviewEntry {
        let id: String
        weak var view: UIView?
        weak var parent: UIView?
        /// The parent's subviews in document order, this one included.
        let siblings: [WeakView]
    }

    private struct WeakView { weak var view: UIView? }

    private var constraints: [ConstraintEntry] = []
    private var views: [ViewEntry] = []
    private var subviews: [SubviewEntry] = []
    /// Include (true) / exclude (false) rules per reference id and mask key, in applying order.
    private var masks: [String: [String: [(Condition, Bool)]]] = [:]
    private weak var root: UIView?
    private var applied: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass, UIUserInterfaceIdiom)?

    /// Attribute keys an owner's variation may override here.
    static let viewKeys: Set<String> = ["hidden", "alpha", "axis", "distribution", "alignment", "spacing", "fontDescription", "font"]

    /// Gathers the variations of the tree loaded from `rootObject`, or nil when it has none.
    /// `made` are the tree's constraints with the model each came from.
    init?(rootObject: IBObject, rootView: UIView, made: [(NSLayoutConstraint, Constraint)], context: LoadContext) {
        root = rootView
        var owners: [IBObject] = []
        Self.forEachLaidOut(rootObject) { if !$0.variations.isEmpty { owners.append($0) } }
        guard !owners.isEmpty || made.contains(where: { !$0.1.variations.isEmpty }) else { return nil }
        for owner in owners {
            let ordered = Self.ordered(owner.variations)
            for (condition, variation) in ordered {
                for (key, ids) in variation.included { for id in ids { masks[id, default: [:]][key, default: []].append((condition, true)) } }
                for (key, ids) in variation.excluded { for id in ids { masks[id, default: [:]][key, default: []].append((condition, false)) } }
            }
            let keys = Set(owner.variations.flatMap { Array($0.attributes.keys) + Array($0.fonts.keys) })
            for key in keys.subtracting(Self.viewKeys).sorted() {
                context.warn("A size-class variation of \(owner.element) (line \(owner.line)) overrides \(key), which is not applied per size class yet")
            }
            if !keys.isEmpty, let view = owner.id.flatMap({ context.objects[$0] }) as? UIView {
                views.append(ViewEntry(view: view, object: owner, variations: ordered, keys: keys.intersection(Self.viewKeys)))
            }
        }
        // Reorder rules of a reference across owners by specificity too.
        for (id, byKey) in masks {
            for (key, rules) in byKey { masks[id]?[key] = rules.enumerated().sorted { ($0.element.0.specificity, $0.offset) < ($1.element.0.specificity, $1.offset) }.map(\.element) }
        }
        constraints = made.map { ConstraintEntry(constraint: $0.0, model: $0.1, variations: Self.ordered($0.1.variations)) }
        Self.forEachLaidOut(rootObject) { parent in
            guard let parentView = parent.id.flatMap({ context.objects[$0] }) as? UIView else { return }
            let siblings = parent.subviews.map { WeakView(view: $0.id.flatMap { context.objects[$0] } as? UIView) }
            for child in parent.subviews {
                guard let id = child.id, masks[id]?["subviews"] != nil else { continue }
                subviews.append(SubviewEntry(id: id, view: context.objects[id] as? UIView, parent: parentView, siblings: siblings))
            }
        }
    }

    private static func forEachLaidOut(_ object: IBObject, _ body: (IBObject) -> Void) {
        body(object)
        for child in ConstraintBuilder.laidOutChildren(of: object) { forEachLaidOut(child, body) }
    }

    private func isInstalled(_ id: String?, mask: String, for traits: UITraitCollection) -> Bool {
        guard let id, let rules = masks[id]?[mask] else { return true }
        var installed = true
        for (condition, include) in rules where condition.matches(traits) { installed = include }
        return installed
    }

    /// Applies the variations for `traits` unless its size classes and idiom are the ones
    /// applied last.
    func apply(for traits: UITraitCollection) {
        let key = (traits.horizontalSizeClass, traits.verticalSizeClass, traits.userInterfaceIdiom)
        if let applied, applied == key { return }
        applied = key
        for entry in subviews { install(entry, isInstalled(entry.id, mask: "subviews", for: traits)) }
        for entry in views { applyAttributes(entry, for: traits) }
        var activate: [NSLayoutConstraint] = []
        var deactivate: [NSLayoutConstraint] = []
        for entry in constraints {
            var constant = entry.model.constant
            for (condition, variation) in entry.variations where condition.matches(traits) {
                if let value = variation.attributes["constant"].flatMap(Double.init) { constant = value }
            }
            entry.constraint.constant = CGFloat(constant)
            let wanted = isInstalled(entry.model.id, mask: "constraints", for: traits) && itemsAreInstalled(entry.constraint)
            if wanted != entry.constraint.isActive {
                if wanted { activate.append(entry.constraint) } else { deactivate.append(entry.constraint) }
            }
        }
        NSLayoutConstraint.deactivate(deactivate)
        NSLayoutConstraint.activate(activate)
    }

    private func install(_ entry: SubviewEntry, _ installed: Bool) {
        guard let view = entry.view, let parent = entry.parent else { return }
        let isIn = view.superview === parent
        if installed == isIn { return }
        guard installed else {
            view.removeFromSuperview()
            return
        }
        let before = entry.siblings.prefix { $0.view !== view }.compactMap(\.view).filter { $0.superview === parent }
        if let stack = parent as? UIStackView {
            stack.insertArrangedSubview(view, at: before.filter { stack.arrangedSubviews.contains($0) }.count)
        } else {
            parent.insertSubview(view, at: before.compactMap { parent.subviews.firstIndex(of: $0) }.max().map { $0 + 1 } ?? 0)
        }
    }

    /// Whether the views a constraint relates are in the loaded tree (an uninstalled view's
    /// constraints are uninstalled with it).
    private func itemsAreInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        guard !subviews.isEmpty, let root else { return true }
        func inTree(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            var view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            while let current = view {
                if current === root { return true }
                view = current.superview
            }
            return false
        }
        return inTree(constraint.firstItem) && inTree(constraint.secondItem)
    }

    private func applyAttributes(_ entry: ViewEntry, for traits: UITraitCollection) {
        guard let view = entry.view else { return }
        var attributes: [String: String] = [:]
        var fonts: [String: StoryboardFormat.Font] = [:]
        for key in entry.keys { attributes[key] = entry.object[key] }
        for (key, font) in entry.object.fonts where entry.keys.contains(key) { fonts[key] = font }
        for (condition, variation) in entry.variations where condition.matches(traits) {
            attributes.merge(variation.attributes.filter { entry.keys.contains($0.key) }) { $1 }
            fonts.merge(variation.fonts.filter { entry.keys.contains($0.key) }) { $1 }
        }
        if entry.keys.contains("hidden") { view.isHidden = attributes["hidden"] == "YES" }
        if entry.keys.contains("alpha") { view.alpha = CGFloat(attributes["alpha"].flatMap(Double.init) ?? 1) }
        if let stack = view as? UIStackView {
            if entry.keys.contains("axis") { stack.axis = attributes["axis"] == "vertical" ? .vertical : .horizontal }
            if entry.keys.contains("distribution") {
                stack.distribution = attributes["distribution"].flatMap { InterfaceBuilderValues.stackDistributions[$0] } ?? .fill
            }
            if entry.keys.contains("alignment") {
                stack.alignment = attributes["alignment"].flatMap { InterfaceBuilderValues.stackAlignments[$0] } ?? .fill
            }
            if entry.keys.contains("spacing") { stack.spacing = CGFloat(attributes["spacing"].flatMap(Double.init) ?? 0) }
        }
        for key in ["fontDescription", "font"] where entry.keys.contains(key) {
            let font = fonts[key].map(InterfaceBuilderValues.font) ?? UIFont.systemFont(ofSize: 17)
            if let label = view as? UILabel { label.font = font }
            if let button = view as? UIButton { button.titleLabel?.font = font }
        }
    }
}
