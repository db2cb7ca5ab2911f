/// What a file says, element by element: how many of each element, how many carry an
/// attribute, and the constraint, layout-guide, size-class and simulated-metrics tallies.
/// Taken from the source tree, so elements the typed model does not name still count.
struct ElementCensus {
    var elements: [String: Int] = [:]
    var withCustomClass = 0
    var withCustomModule = 0
    var withStoryboardIdentifier = 0
    var tieBreakerSegueReferences = 0
    /// Constraint attribute name → how many constraints carry it.
    var constraintAttributes: [String: Int] = [:]
    var constraints = 0
    var firstAttributes: [String] = []
    var safeAreaGuides = 0
    var topGuides = 0
    var bottomGuides = 0
    var variationKeys: [String] = []
    var simulatedMetrics: [String] = []

    init(_ root: Element) {
        visit(root, inTieBreakers: false)
    }

    private mutating func visit(_ element: Element, inTieBreakers: Bool) {
        let name = element.name
        elements[name, default: 0] += 1
        for attribute in element.attributes {
            switch attribute.name {
            case "customClass": withCustomClass += 1
            case "customModule": withCustomModule += 1
            case "storyboardIdentifier": withStoryboardIdentifier += 1
            default: break
            }
        }
        switch name {
        case "constraint":
            constraints += 1
            for attribute in element.attributes { constraintAttributes[attribute.name, default: 0] += 1 }
            firstAttributes.append(element["firstAttribute"] ?? "")
        case "viewLayoutGuide" where element["key"] == "safeArea": safeAreaGuides += 1
        case "viewControllerLayoutGuide":
            if element["type"] == "top" { topGuides += 1 }
            if element["type"] == "bottom" { bottomGuides += 1 }
        case "variation": variationKeys.append(element["key"] ?? "")
        case "segue" where inTieBreakers && element.has("reference"): tieBreakerSegueReferences += 1
        default:
            if name.hasPrefix("simulated") || name.hasSuffix("SimulatedSizeMetrics") { simulatedMetrics.append(name) }
        }
        let nowInTieBreakers = inTieBreakers || name == "inferredMetricsTieBreakers"
        for child in element.children { visit(child, inTieBreakers: nowInTieBreakers) }
    }

    subscript(_ name: String) -> Int { elements[name] ?? 0 }
}

extension StoryboardFacts {
    /// The element names `counts` reports, in the reference's order.
    static let countedElements = [
        "constraint", "tableViewCell", "collectionViewCell", "navigationItem", "barButtonItem", "tabBarItem",
        "variation", "viewLayoutGuide", "viewControllerLayoutGuide", "autoresizingMask",
        "simulatedMetricsContainer", "containerView", "exit", "tableView", "collectionView", "stackView",
        "scrollView", "action", "outlet", "outletCollection", "userDefinedRuntimeAttribute", "gestureRecognizer",
    ]

    static func counts(_ census: ElementCensus) -> JSONValue {
        .object(countedElements.map { ($0, .int(census[$0])) } + [
            ("customClass_elements", .int(census.withCustomClass)),
            ("customModule_elements", .int(census.withCustomModule)),
            ("storyboardIdentifier_elements", .int(census.withStoryboardIdentifier)),
            ("segue_references_in_tiebreakers", .int(census.tieBreakerSegueReferences)),
        ])
    }

    static func constraintStats(_ census: ElementCensus) -> JSONValue {
        func carrying(_ attribute: String) -> Int { census.constraintAttributes[attribute] ?? 0 }
        return .object([
            ("total", .int(census.constraints)),
            ("with_secondItem", .int(carrying("secondItem"))),
            ("without_secondItem", .int(census.constraints - carrying("secondItem"))),
            ("without_firstItem", .int(census.constraints - carrying("firstItem"))),
            ("with_constant", .int(carrying("constant"))),
            ("with_multiplier", .int(carrying("multiplier"))),
            ("with_priority", .int(carrying("priority"))),
            ("with_relation", .int(carrying("relation"))),
            ("with_identifier", .int(carrying("identifier"))),
            ("placeholder", .int(carrying("placeholder"))),
            ("firstAttributes", tally(census.firstAttributes, sorted: true)),
        ])
    }

    static func layout(_ census: ElementCensus) -> JSONValue {
        .object([
            ("safeArea_viewLayoutGuides", .int(census.safeAreaGuides)),
            ("top_layoutGuides", .int(census.topGuides)),
            ("bottom_layoutGuides", .int(census.bottomGuides)),
            ("variation_keys", tally(census.variationKeys, sorted: true)),
            ("simulated_metrics", tally(census.simulatedMetrics, sorted: true)),
            ("prototype_table_cells", .int(census["tableViewCell"])),
            ("prototype_collection_cells", .int(census["collectionViewCell"])),
        ])
    }
}
