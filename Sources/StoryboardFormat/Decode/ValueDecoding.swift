extension DocumentDecoder {
    mutating func rect(_ element: Element) -> Rect? {
        guard let x = number(element, "x"), let y = number(element, "y"),
              let width = number(element, "width"), let height = number(element, "height")
        else {
            note(element, "rect without x, y, width and height; ignored")
            return nil
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `<inset minX minY maxX maxY>` (IB's older form) or `<edgeInsets top left bottom right>`.
    mutating func insets(_ element: Element) -> Insets? {
        if element.name == "inset" {
            return Insets(
                top: number(element, "minY") ?? 0, left: number(element, "minX") ?? 0,
                bottom: number(element, "maxY") ?? 0, right: number(element, "maxX") ?? 0)
        }
        return Insets(
            top: number(element, "top") ?? 0, left: number(element, "left") ?? 0,
            bottom: number(element, "bottom") ?? 0, right: number(element, "right") ?? 0)
    }

    /// Every colour form IB has written: components in a colour space, white, a system colour
    /// (`systemColor`, or `cocoaTouchSystemColor` before Xcode 11) and a catalogue colour.
    mutating func color(_ element: Element) -> Color? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return .system(name) }
        if let name = element["name"] { return .named(name) }
        let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
        let alpha = number(element, "alpha") ?? 1
        if let white = number(element, "white") { return .white(white, alpha: alpha, colorSpace: space) }
        if element.has("red") || element.has("green") || element.has("blue") {
            return .rgb(
                red: number(element, "red") ?? 0, green: number(element, "green") ?? 0,
                blue: number(element, "blue") ?? 0, alpha: alpha, colorSpace: space)
        }
        note(element, "colour with no components, system name or catalogue name; ignored")
        return nil
    }

    /// `<fontDescription type="system" pointSize="17" weight="medium"/>`,
    /// `<fontDescription style="UICTFontTextStyleBody"/>`, `<fontDescription name=… family=…
    /// pointSize=…/>`, and attributed text's `<font key="NSFont" size=… name=…/>`.
    mutating func font(_ element: Element) -> Font? {
        if let style = element["style"] { return .textStyle(style) }
        let size = number(element, "pointSize") ?? number(element, "size")
        if let type = element["type"] { return .system(type: type, size: size ?? 17, weight: element["weight"]) }
        if let name = element["name"] {
            if name.hasPrefix(".SFUI") || name == "system" { return .system(type: "system", size: size ?? 17, weight: nil) }
            return .named(name: name, family: element["family"], size: size ?? 17)
        }
        if element.has("metaFont") { return .system(type: "system", size: size ?? 13, weight: nil) }
        note(element, "font with no type, style or name; ignored")
        return nil
    }

    mutating func runtimeAttribute(_ element: Element) -> RuntimeAttribute {
        let valueChild = element.children.first { $0["key"] == "value" }
        var attribute = RuntimeAttribute(
            keyPath: element["keyPath"] ?? "", type: element["type"] ?? "", value: element["value"],
            color: nil, line: element.line)
        if attribute.keyPath.isEmpty { note(element, "runtime attribute without keyPath") }
        if let valueChild {
            if valueChild.name == "color" {
                attribute.color = color(valueChild)
            } else {
                attribute.value = valueChild["value"] ?? valueChild.text ?? attribute.value
            }
        }
        return attribute
    }

    mutating func decodeConstraint(_ element: Element, owner: String?) -> Constraint? {
        guard let first = element["firstAttribute"] else {
            note(element, "constraint without firstAttribute; skipped")
            return nil
        }
        let relation = element["relation"].map { Constraint.Relation(rawValue: $0) } ?? .equal
        if relation == nil { note(element, "unknown relation \"\(element["relation"]!)\"; read as equal") }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            // IB writes ratios as "16:9".
            let parts = text.split(separator: ":")
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite {
                multiplier = a / b
            } else if let value = number(element, "multiplier") {
                multiplier = value
            }
        }
        let constraint = Constraint(
            id: element["id"], firstItem: element["firstItem"] ?? owner,
            firstAttribute: .init(rawValue: first), relation: relation ?? .equal,
            secondItem: element["secondItem"], secondAttribute: element["secondAttribute"].map { .init(rawValue: $0) },
            multiplier: multiplier, constant: number(element, "constant") ?? 0,
            priority: number(element, "priority") ?? 1000, identifier: element["identifier"],
            isPlaceholder: flag(element, "placeholder") ?? false, attributes: element.attributes,
            variations: element.children.filter { $0.name == "variation" }.map { decodeVariation($0) }, line: element.line)
        if !constraint.firstAttribute.isKnown || constraint.secondAttribute.map({ !$0.isKnown }) == true {
            note(element, "unknown layout attribute; kept as written")
        }
        return constraint
    }

    mutating func decodeVariation(_ element: Element) -> Variation {
        var variation = Variation(
            key: element["key"] ?? "", traits: Variation.traits(of: element["key"] ?? ""),
            included: [:], excluded: [:], line: element.line)
        for attribute in element.attributes where attribute.name != "key" { variation.attributes[attribute.name] = attribute.value }
        for child in element.children where child.name == "fontDescription" {
            if let font = font(child) { variation.fonts[child["key"] ?? child.name] = font }
        }
        for mask in element.children where mask.name == "mask" {
            let key = mask["key"] ?? ""
            for entry in mask.children {
                guard let reference = entry["reference"] else { continue }
                if entry.name == "include" { variation.included[key, default: []].append(reference) }
                if entry.name == "exclude" { variation.excluded[key, default: []].append(reference) }
            }
        }
        return variation
    }

    /// An outlet, outlet collection, action or segue; records segues in the document's list.
    mutating func decodeConnection(_ element: Element, owner: IBObject) -> Connection? {
        switch element.name {
        case "outlet", "outletCollection":
            guard let property = element["property"], let destination = element["destination"] else {
                note(element, "\(element.name) without property or destination; skipped")
                return nil
            }
            let outlet = Outlet(
                property: property, destination: destination, id: element["id"],
                collectionClass: element.name == "outletCollection" ? (element["collectionClass"] ?? "NSArray") : nil,
                line: element.line)
            return element.name == "outlet" ? .outlet(outlet) : .outletCollection(outlet)
        case "action":
            guard let selector = element["selector"], let destination = element["destination"] else {
                note(element, "action without selector or destination; skipped")
                return nil
            }
            return .action(Action(selector: selector, destination: destination, eventType: element["eventType"], id: element["id"], line: element.line))
        case "segue":
            guard let destination = element["destination"] else {
                note(element, "segue without destination; skipped")
                return nil
            }
            let kind = Segue.Kind(rawValue: element["kind"] ?? "")
            if !Segue.Kind.known.contains(kind) { note(element, "unknown segue kind \"\(kind.rawValue)\"; kept") }
            let arrows = element.child("popoverArrowDirection").map { arrows in
                arrows.attributes.filter { $0.name != "key" && $0.value == "YES" }.map(\.name)
            }
            let segue = Segue(
                id: element["id"], kind: kind, destination: destination, identifier: element["identifier"],
                relationship: element["relationship"], customClass: element["customClass"],
                customModule: element["customModule"], modalPresentationStyle: element["modalPresentationStyle"],
                modalTransitionStyle: element["modalTransitionStyle"], animates: flag(element, "animates"),
                popoverAnchorView: element["popoverAnchorView"],
                popoverAnchorBarButtonItem: element["popoverAnchorBarButtonItem"],
                popoverArrowDirections: arrows ?? [], unwindAction: element["unwindAction"],
                trigger: element["trigger"], destinationCreationSelector: element["destinationCreationSelector"],
                splitViewControllerTargetIndex: number(element, "splitViewControllerTargetIndex").flatMap { Int(exactly: $0) },
                attributes: element.attributes, line: element.line)
            segues.append(SegueEdge(
                segue: segue, sourceSceneID: sceneID, sourceControllerID: controllerID,
                triggerID: owner.id, triggerElement: owner.element))
            return .segue(segue)
        default:
            note(element, "unknown connection <\(element.name)>; skipped")
            return nil
        }
    }
}
