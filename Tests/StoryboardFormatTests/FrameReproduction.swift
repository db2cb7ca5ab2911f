import LayoutSolver
import StoryboardFormat

/// Solves a scene's constraints with LayoutSolver on the document's design device and compares
/// each constrained view's solved frame with the frame Xcode recorded.
///
/// Inputs the file does not record are supplied and then perturbed, to tell which views
/// depend on them: content sizes (a label's text, a button's title, an image: the recorded
/// size stands in for the intrinsic content size), the device chrome (status bar, navigation
/// and tab bars, home indicator: the safe area and the top/bottom layout guides) and layout
/// margins. A view whose solved frame does not move when they move depends on constraints
/// alone; for those the recorded frame must be reproduced.
struct FrameReproduction {
    enum Outcome: Hashable { case match, mismatch, dependsOnContent, ambiguous, misplacedInIB }

    /// A checked view's outcome, and whether its solved frame uses the device chrome (safe
    /// area, layout guides) or layout margins, which the design device determines.
    struct Result: Hashable {
        var outcome: Outcome
        var usesChrome: Bool
        var usesMargins: Bool
    }

    struct Inputs {
        var contentDelta = 0.0
        var chromeDelta = 0.0
        var marginDelta = 0.0
        /// Where the weakest preference pulls every checked edge: a view whose frame follows
        /// it is not determined by its constraints (IB adds build-time constraints then).
        var stay = 0.0
    }

    /// Views whose intrinsic content size comes from text, images or control metrics.
    static let intrinsicKinds: Set<String> = [
        "label", "button", "textField", "switch", "slider", "segmentedControl", "imageView",
        "activityIndicatorView", "stepper", "pageControl", "progressView", "searchBar", "datePicker",
        // A stack view's fitting size comes from its arranged subviews' content.
        "stackView",
    ]
    /// Containers that lay their subviews out themselves (or scroll them): their subtrees are
    /// inputs at their recorded frames, not checked.
    static let selfLayingOut: Set<String> = ["stackView", "scrollView", "tableView", "collectionView", "textView", "tableViewCell", "collectionViewCell"]

    struct ViewRecord {
        var object: IBObject
        var frame: Rect  // in root coordinates
        var checked: Bool
    }

    let document: StoryboardDocument
    let scene: Scene
    let root: IBObject
    var views: [String: ViewRecord] = [:]
    /// View ids in document order: the solver gets constraints in a fixed order, so results
    /// with equal-priority ties are repeatable.
    var order: [String] = []

    init?(document: StoryboardDocument, scene: Scene) {
        guard let root = scene.controller?.view, let frame = root.frame else { return nil }
        self.document = document
        self.scene = scene
        self.root = root
        collect(root, origin: (frame.x - frame.x, frame.y - frame.y), inputOnly: true)
        views[root.id ?? ""]?.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    private mutating func collect(_ view: IBObject, origin: (Double, Double), inputOnly: Bool) {
        guard let id = view.id, let frame = view.frame else { return }
        let absolute = Rect(x: origin.0 + frame.x, y: origin.1 + frame.y, width: frame.width, height: frame.height)
        // A `fixedFrame` view has no constraints of its own: IB pins it at its frame.
        let checked = !inputOnly && view.translatesAutoresizingMaskIntoConstraints == false && view["fixedFrame"] != "YES"
        views[id] = ViewRecord(object: view, frame: absolute, checked: checked)
        order.append(id)
        let childrenInputOnly = Self.selfLayingOut.contains(view.element) || (inputOnly && view.id != root.id)
        for subview in view.subviews { collect(subview, origin: (absolute.x, absolute.y), inputOnly: childrenInputOnly) }
    }

    /// Top and bottom chrome of the design device: status bar or sensor housing, navigation
    /// bar when the controller sits in a navigation stack, tab bar and home indicator.
    func chrome() -> (top: Double, bottom: Double) {
        let size = root.frame.map { (min($0.width, $0.height), max($0.width, $0.height)) } ?? (375, 667)
        var top = 20.0, bottom = 0.0
        // The sensor housing's inset grew with later iOS versions (the tools version tells
        // which SDK laid the file out): iPhone X-class 44 → 50 with iOS 15, XR/11 44 → 48.
        let tools = Double(document.attributes.toolsVersion?.split(separator: ".").first ?? "") ?? 0
        switch size {
        case (375, 812): (top, bottom) = (tools >= 19_000 ? 50 : 44, 34)
        case (414, 896): (top, bottom) = (document.device?.id == "retina6_1" && tools >= 17_000 ? 48 : 44, 34)
        case (390, 844), (428, 926): (top, bottom) = (47, 34)
        case (393, 852), (430, 932), (402, 874), (440, 956): (top, bottom) = (59, 34)
        default: break
        }
        guard let controller = scene.controller else { return (top, bottom) }
        // IB's simulated metrics: `<nil key=…>` turns a bar off in the design.
        func isOff(_ key: String) -> Bool {
            controller.source.children.contains { $0.name == "nil" && $0["key"] == key }
                || controller.simulatedMetrics.contains { $0.key == key && $0.attributes.contains { $0.name == "statusBarStyle" && $0.value == "none" } }
        }
        if isOff("simulatedStatusBarMetrics") && top == 20 { top = 0 }
        if isInNavigationStack(controller) && !isOff("simulatedTopBarMetrics") { top += 44 }
        if isInTabBar(controller) && !isOff("simulatedBottomBarMetrics") { bottom += 49 }
        return (top, bottom)
    }

    private func incoming(_ id: String?) -> [SegueEdge] {
        document.segues.filter { $0.segue.destination == id }
    }

    /// Whether IB draws a navigation bar above the controller: it sits in a navigation stack
    /// whose bar is not hidden, or its simulated top bar is a navigation bar.
    private func isInNavigationStack(_ controller: IBObject, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        if controller.simulatedMetrics.contains(where: { $0.key == "simulatedTopBarMetrics" && $0.element == "simulatedNavigationBarMetrics" }) { return true }
        for edge in incoming(controller.id) {
            if edge.segue.relationship == "rootViewController",
               let navigation = edge.sourceControllerID.flatMap(document.object(withID:)),
               navigation.element == "navigationController" {
                return navigation["navigationBarHidden"] != "YES"
            }
            if [Segue.Kind.show, .push].contains(edge.segue.kind),
               let source = edge.sourceControllerID.flatMap(document.object(withID:)),
               isInNavigationStack(source, depth: depth + 1) { return true }
        }
        return false
    }

    private func isInTabBar(_ controller: IBObject, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        for edge in incoming(controller.id) {
            if edge.segue.relationship == "viewControllers" { return true }
            if edge.segue.relationship == "rootViewController" || [Segue.Kind.show, .push].contains(edge.segue.kind),
               let source = edge.sourceControllerID.flatMap(document.object(withID:)),
               isInTabBar(source, depth: depth + 1) { return true }
        }
        return false
    }

    /// Solved frames of the checked views, or nil when the constraints cannot be solved.
    func solve(_ inputs: Inputs) -> [String: Rect]? {
        let solver = Solver()
        var variables: [String: (x: Variable, y: Variable, w: Variable, h: Variable)] = [:]
        func add(_ constraint: LayoutSolver.Constraint) -> Bool {
            do { try solver.addConstraint(constraint) } catch { return false }
            return true
        }
        for id in order {
            let record = views[id]!
            let v = (Variable("\(id).x"), Variable("\(id).y"), Variable("\(id).w"), Variable("\(id).h"))
            variables[id] = v
            if !record.checked {
                for (variable, value) in [(v.0, record.frame.x), (v.1, record.frame.y), (v.2, record.frame.width), (v.3, record.frame.height)] {
                    _ = add(Constraint(Expression(variable) - value, .equal))
                }
            } else {
                for variable in [v.0, v.1, v.2, v.3] {
                    _ = add(Constraint(Expression(variable) - inputs.stay, .equal, strength: Strength(level: 0.001)))
                }
            }
            if record.checked, Self.intrinsicKinds.contains(record.object.element) {
                let hug = Double(record.object["horizontalHuggingPriority"] ?? "") ?? 250
                let vhug = Double(record.object["verticalHuggingPriority"] ?? "") ?? 250
                let resist = Double(record.object["horizontalCompressionResistancePriority"] ?? "") ?? 750
                let vresist = Double(record.object["verticalCompressionResistancePriority"] ?? "") ?? 750
                let width = record.frame.width + inputs.contentDelta, height = record.frame.height + inputs.contentDelta
                _ = add(Constraint(Expression(v.2) - width, .lessOrEqual, strength: Strength(level: min(hug, 999))))
                _ = add(Constraint(Expression(v.2) - width, .greaterOrEqual, strength: Strength(level: min(resist, 999))))
                _ = add(Constraint(Expression(v.3) - height, .lessOrEqual, strength: Strength(level: min(vhug, 999))))
                _ = add(Constraint(Expression(v.3) - height, .greaterOrEqual, strength: Strength(level: min(vresist, 999))))
            }
        }
        let bars = chrome()
        let top = bars.top + inputs.chromeDelta, bottom = bars.bottom + inputs.chromeDelta
        guard let rootID = root.id, let rootFrame = views[rootID]?.frame else { return nil }
        // Edges of items: a view (by id) or one of the root's guides.
        var guides: [String: Rect] = [:]
        // The controller declares the top/bottom layout guides; views declare safe areas.
        var holders = order.map { views[$0]!.object }
        if var controller = scene.controller {
            controller.id = rootID
            holders.append(controller)
        }
        for holder in holders {
            for guide in holder.layoutGuides {
                guard let id = guide.id, let frame = views[holder.id ?? ""]?.frame else { continue }
                let isRoot = holder.id == rootID
                switch guide.kind {
                case .safeArea:
                    guides[id] = isRoot ? Rect(x: frame.x, y: frame.y + top, width: frame.width, height: frame.height - top - bottom) : frame
                case .topLayoutGuide:
                    guides[id] = Rect(x: rootFrame.x, y: rootFrame.y, width: rootFrame.width, height: top)
                case .bottomLayoutGuide:
                    guides[id] = Rect(x: rootFrame.x, y: rootFrame.maxY - bottom, width: rootFrame.width, height: bottom)
                default: break
                }
            }
        }
        let sideMargin = (rootFrame.width >= 414 ? 20.0 : 16.0) + inputs.marginDelta
        func edge(_ item: String, _ attribute: String) -> Expression? {
            var name = attribute
            var margin = 0.0
            if name.hasSuffix("Margin") || name.hasSuffix("WithinMargins") {
                name = String(name.prefix(while: { $0.isLowercase || $0 == "X" || $0 == "Y" }))
                if name == "centerXWithin" { name = "centerX" }
                if name == "centerYWithin" { name = "centerY" }
                let isRoot = item == rootID
                switch name {
                case "leading", "left": margin = isRoot ? sideMargin : 8 + inputs.marginDelta
                case "trailing", "right": margin = -(isRoot ? sideMargin : 8 + inputs.marginDelta)
                case "top": margin = isRoot ? top + inputs.marginDelta : 8 + inputs.marginDelta
                case "bottom": margin = isRoot ? -(bottom + inputs.marginDelta) : -(8 + inputs.marginDelta)
                default: break
                }
            }
            let x: Expression, y: Expression, w: Expression, h: Expression
            if let v = variables[item] {
                (x, y, w, h) = (Expression(v.x), Expression(v.y), Expression(v.w), Expression(v.h))
            } else if let g = guides[item] {
                (x, y, w, h) = (Expression(constant: g.x), Expression(constant: g.y), Expression(constant: g.width), Expression(constant: g.height))
            } else {
                return nil
            }
            switch name {
            case "left", "leading": return x + margin
            case "right", "trailing": return x + w + margin
            case "top": return y + margin
            case "bottom": return y + h + margin
            case "width": return w
            case "height": return h
            case "centerX": return x + w * 0.5
            case "centerY": return y + h * 0.5
            case "baseline", "lastBaseline", "firstBaseline":
                // A baseline sits a font's descender above the bottom: a content metric.
                return y + h - (4 + inputs.contentDelta)
            default: return nil
            }
        }
        var checkedOK = Set(views.filter { $0.value.checked }.map(\.key))
        for id in order {
            for constraint in views[id]!.object.constraints where !constraint.isPlaceholder {
                guard let firstItem = constraint.firstItem else { continue }
                let involved = [firstItem, constraint.secondItem].compactMap { $0 }
                guard let lhs = edge(firstItem, constraint.firstAttribute.rawValue) else {
                    for item in involved { checkedOK.remove(item) }  // baseline or unknown guide: content-dependent
                    continue
                }
                var rhs = Expression(constant: constraint.constant)
                if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
                    guard let edge2 = edge(second, attribute.rawValue) else {
                        for item in involved { checkedOK.remove(item) }
                        continue
                    }
                    rhs = edge2 * constraint.multiplier + constraint.constant
                }
                let relation: Relation = switch constraint.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessOrEqual
                case .greaterThanOrEqual: .greaterOrEqual
                }
                let strength = constraint.priority >= 1000 ? Strength.required : Strength(level: constraint.priority)
                if !add(Constraint(lhs - rhs, relation, strength: strength)) {
                    _ = add(Constraint(lhs - rhs, relation, strength: Strength(level: 999)))
                }
            }
        }
        solver.updateVariables()
        var frames: [String: Rect] = [:]
        for id in checkedOK {
            guard let v = variables[id] else { continue }
            frames[id] = Rect(x: solver.value(of: v.x), y: solver.value(of: v.y), width: solver.value(of: v.w), height: solver.value(of: v.h))
        }
        return frames
    }

    /// Classifies every checked view of the scene.
    func outcomes() -> [String: Result] {
        guard let base = solve(Inputs()) else { return [:] }
        let content = solve(Inputs(contentDelta: 13.5)) ?? [:]
        let chrome = solve(Inputs(chromeDelta: 11.25)) ?? [:]
        let margins = solve(Inputs(marginDelta: 7.75)) ?? [:]
        let stay = solve(Inputs(stay: 997)) ?? [:]
        var result: [String: Result] = [:]
        for (id, record) in views where record.checked {
            guard let frame = base[id] else {
                result[id] = Result(outcome: .dependsOnContent, usesChrome: false, usesMargins: false)
                continue
            }
            func moved(_ other: [String: Rect]) -> Bool { other[id].map { !$0.isClose(to: frame, within: 0.01) } ?? true }
            let outcome: Outcome
            if moved(stay) { outcome = .ambiguous }
            else if moved(content) { outcome = .dependsOnContent }
            else if frame.isClose(to: record.frame, within: 0.5) { outcome = .match }
            // IB itself flags a frame that no longer agrees with the constraints.
            else { outcome = record.object["misplaced"] == "YES" ? .misplacedInIB : .mismatch }
            result[id] = Result(outcome: outcome, usesChrome: moved(chrome), usesMargins: moved(margins))
        }
        return result
    }
}

extension Rect {
    var maxY: Double { y + height }
    func isClose(to other: Rect, within tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
