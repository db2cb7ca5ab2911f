import Foundation

/// The rows UIKit derives for a participating item rather than taking from the app:
/// `NSAutoresizingMaskLayoutConstraint`s for a view that translates its frame,
/// `NSContentSizeLayoutConstraint`s for intrinsic size, and the edges of system guides.
///
/// ``refreshSystemRows(of:)`` recomputes an item's rows when their inputs change (frame,
/// mask, intrinsic size, priorities, insets): when only constants moved it edits them in
/// place; when the shape changed it replaces the rows.
struct RowSpec {
    var expression: LayoutExpression
    var relation: LayoutRelation = .equal
    var priority: Float = 1000
    var uses: [ItemUse] = []
    /// The row's equation for logs: `UIView.minX == 16`.
    var label: String

    /// Same variables, coefficients, relation, priority and uses: only the constant may differ.
    func hasSameShape(as other: RowSpec) -> Bool {
        relation == other.relation && priority == other.priority
            && uses.count == other.uses.count && zip(uses, other.uses).allSatisfy { $0.id == $1.id }
            && expression.terms.count == other.expression.terms.count
            && zip(expression.terms, other.expression.terms).allSatisfy { $0.0 === $1.0 && $0.1 == $1.1 }
    }
}

extension AutoLayoutEngine {
    /// Recomputes `item`'s derived rows (no-op unless it participates).
    func refreshSystemRows(of item: AnyObject) {
        guard let record = record(of: item) else { return }
        let specs = systemRowSpecs(for: item)
        let sameShape = specs.count == record.systemSpecs.count
            && zip(specs, record.systemSpecs).allSatisfy { $0.hasSameShape(as: $1) }
        if sameShape {
            for (index, spec) in specs.enumerated()
            where spec.expression.constant != record.systemSpecs[index].expression.constant {
                if let row = record.systemRows[index] {
                    backend.setConstant(of: row, to: spec.expression.constant)
                    setNeedsSolve()
                }
            }
            record.systemSpecs = specs
            return
        }
        let old = record.systemRows.compactMap { $0 }
        record.systemRows = []
        record.systemSpecs = specs
        old.forEach(removeRow)
        for spec in specs {
            let row = LayoutRow(spec.expression, spec.relation, priority: spec.priority, owner: owner(of: item, spec))
            row.uses = spec.uses
            record.systemRows.append(addRow(row) ? row : nil)
        }
    }

    private func owner(of item: AnyObject, _ spec: RowSpec) -> LayoutRowOwner {
        if item is UILayoutGuide { return .guide(spec.label) }
        let view = item as! UIView
        if view.translatesAutoresizingMaskIntoConstraints && !(mode == .fitting && view === root) {
            return .autoresizing(spec.label)
        }
        return .contentSize(spec.label)
    }

    private func systemRowSpecs(for item: AnyObject) -> [RowSpec] {
        if let guide = item as? UILayoutGuide { return guide.systemRowSpecs() }
        guard let view = item as? UIView else { return [] }
        if mode == .fitting && view === root { return view.contentSizeRowSpecs() }
        if view.translatesAutoresizingMaskIntoConstraints {
            return view.autoresizingRowSpecs(fixed: view === root || view.superview == nil)
        }
        return view.contentSizeRowSpecs()
    }
}

extension UIView {
    /// UIKit's translation of the frame and autoresizing mask: per axis, position and
    /// length as linear functions of the superview's length, so that a superview resize
    /// moves the view exactly as `resize(withOldSuperviewSize:)` would.
    func autoresizingRowSpecs(fixed: Bool) -> [RowSpec] {
        let v = layoutVariables, f = frame, name = layoutDebugName
        guard !fixed, let superview else {
            return [
                RowSpec(expression: LayoutExpression(v.minX) - LayoutExpression(constant: f.minX), label: "\(name).minX == \(f.minX.clean)"),
                RowSpec(expression: LayoutExpression(v.minY) - LayoutExpression(constant: f.minY), label: "\(name).minY == \(f.minY.clean)"),
                RowSpec(expression: LayoutExpression(v.width) - LayoutExpression(constant: f.width), label: "\(name).width == \(f.width.clean)"),
                RowSpec(expression: LayoutExpression(v.height) - LayoutExpression(constant: f.height), label: "\(name).height == \(f.height.clean)"),
            ]
        }
        let mask = autoresizingMask, size = superview.bounds.size, sv = superview.layoutVariables
        let horizontal = Self.axisCoefficients(origin: f.minX, length: f.width, superLength: size.width,
                                               flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.axisCoefficients(origin: f.minY, length: f.height, superLength: size.height,
                                             flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        let tag = "h=\(Self.maskCode(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))) "
            + "v=\(Self.maskCode(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))"
        func spec(_ variable: LayoutVariable, _ superVariable: LayoutVariable, _ k: Double, _ c: Double, _ what: String, _ superWhat: String) -> RowSpec {
            var e = LayoutExpression(variable) - LayoutExpression(constant: c)
            var text = "\(tag) \(name).\(what) == "
            if k != 0 {
                e = e - LayoutExpression(superVariable, k)
                text += "\(k == 1 ? "" : "\(CGFloat(k).clean)*")\(superview.layoutDebugName).\(superWhat) + \(CGFloat(c).clean)"
            } else {
                text += CGFloat(c).clean
            }
            return RowSpec(expression: e, uses: k != 0 ? [ItemUse(superview)] : [], label: text)
        }
        return [
            spec(v.minX, sv.width, horizontal.position.k, horizontal.position.c, "minX", "width"),
            spec(v.width, sv.width, horizontal.length.k, horizontal.length.c, "width", "width"),
            spec(v.minY, sv.height, vertical.position.k, vertical.position.c, "minY", "height"),
            spec(v.height, sv.height, vertical.length.k, vertical.length.c, "height", "height"),
        ]
    }

    /// `position = k·S + c` and `length = k·S + c` for superview length `S`, sharing a
    /// change of `S` among the flexible parts in proportion to their lengths (equally when
    /// they are all zero), as UIKit's autoresizing does.
    static func axisCoefficients(origin: CGFloat, length: CGFloat, superLength: CGFloat,
                                 flexible: (start: Bool, length: Bool, end: Bool))
        -> (position: (k: Double, c: Double), length: (k: Double, c: Double)) {
        let end = superLength - origin - length
        let parts = [(flexible.start, origin), (flexible.length, length), (flexible.end, end)]
        let flexibleTotal = parts.filter(\.0).map(\.1).reduce(0, +)
        let flexibleCount = CGFloat(parts.filter(\.0).count)
        func share(_ part: (Bool, CGFloat)) -> Double {
            guard part.0 else { return 0 }
            return Double(flexibleTotal > 0 ? part.1 / flexibleTotal : 1 / flexibleCount)
        }
        let kp = share(parts[0]), kl = share(parts[1])
        return ((kp, Double(origin) - kp * Double(superLength)), (kl, Double(length) - kl * Double(superLength)))
    }

    /// UIKit's `--&` notation: margin, size, margin; `&` flexible. A fully fixed axis
    /// shows its trailing margin as flexible, since that is what absorbs a resize.
    static func maskCode(_ start: Bool, _ length: Bool, _ end: Bool) -> String {
        if !start && !length && !end { return "--&" }
        return [start, length, end].map { $0 ? "&" : "-" }.joined()
    }

    /// Intrinsic size as two rows per measured axis: `size <= intrinsic` at the hugging
    /// priority and `size >= intrinsic` at the compression-resistance priority.
    func contentSizeRowSpecs() -> [RowSpec] {
        let size = intrinsicContentSize, v = layoutVariables, name = layoutDebugName
        var specs: [RowSpec] = []
        let state = layoutState
        let axes: [(CGFloat, LayoutVariable, String, UILayoutPriority, UILayoutPriority)] = [
            (size.width, v.width, "width", state.huggingPriority.horizontal, state.compressionResistance.horizontal),
            (size.height, v.height, "height", state.huggingPriority.vertical, state.compressionResistance.vertical),
        ]
        for (length, variable, what, hug, resist) in axes where length != UIView.noIntrinsicMetric {
            let e = LayoutExpression(variable) - LayoutExpression(constant: length)
            specs.append(RowSpec(expression: e, relation: .lessThanOrEqual, priority: hug.rawValue,
                                 label: "\(name).\(what) <= \(length.clean) Hug:\(hug)"))
            specs.append(RowSpec(expression: e, relation: .greaterThanOrEqual, priority: resist.rawValue,
                                 label: "\(name).\(what) >= \(length.clean) CompressionResistance:\(resist)"))
        }
        return specs
    }
}
