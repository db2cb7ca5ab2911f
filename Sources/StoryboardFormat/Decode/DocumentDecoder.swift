/// Decodes an ``Element`` tree into a ``StoryboardDocument``.
///
/// One pass over the tree in document order: scenes, then each scene's objects recursively
/// (``decodeObject(_:role:)``), collecting segues as their `<connections>` blocks are met
/// (so ``StoryboardDocument/segues`` is in document order) and indexing every object id.
/// References are checked after the pass, when every id is known.
struct DocumentDecoder {
    let fileName: String
    var diagnostics: [StoryboardDiagnostic] = []
    var segues: [SegueEdge] = []
    var sceneIndexByObjectID: [String: Int] = [:]
    var elementNameByObjectID: [String: String] = [:]
    /// Where decoding is: the scene (index, id) and its controller's id.
    var sceneIndex: Int?
    var sceneID: String?
    var controllerID: String?

    init(fileName: String) { self.fileName = fileName }

    mutating func decode(_ root: Element) throws -> StoryboardDocument {
        guard root.name == "document" else {
            throw StoryboardError(
                .notAnInterfaceBuilderDocument, file: fileName, line: root.line, element: root.name,
                message: "the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        let attributes = DocumentAttributes(
            type: root["type"], version: root["version"], toolsVersion: root["toolsVersion"],
            targetRuntime: root["targetRuntime"], propertyAccessControl: root["propertyAccessControl"],
            useAutolayout: flag(root, "useAutolayout"), useTraitCollections: flag(root, "useTraitCollections"),
            useSafeAreas: flag(root, "useSafeAreas"), colorMatched: flag(root, "colorMatched"),
            launchScreen: flag(root, "launchScreen"), initialViewController: root["initialViewController"],
            all: root.attributes)
        let kind: StoryboardDocument.Kind = (root["type"] ?? "").contains("Storyboard") || root.child("scenes") != nil ? .storyboard : .xib
        let device = root.child("device").map { Device(id: $0["id"] ?? "", orientation: $0["orientation"], appearance: $0["appearance"]) }

        var scenes: [Scene] = []
        var objects: [IBObject] = []
        var resources: [Element] = []
        for child in root.children {
            switch child.name {
            case "scenes":
                for element in child.children {
                    guard element.name == "scene" else {
                        note(element, "a <\(element.name)> among the scenes is not a scene; skipped")
                        continue
                    }
                    scenes.append(decodeScene(element, index: scenes.count))
                }
            case "objects":
                sceneIndex = nil
                sceneID = nil
                controllerID = nil
                for element in child.children { objects.append(decodeObject(element, role: "objects")) }
            case "resources":
                resources = child.children
            default:
                break  // dependencies, device, customFonts, inferredMetricsTieBreakers: kept in source
            }
        }
        try checkReferences(initialViewController: attributes.initialViewController, root: root)
        return StoryboardDocument(
            fileName: fileName, kind: kind, attributes: attributes, device: device, scenes: scenes,
            objects: objects, segues: segues, resources: resources, diagnostics: diagnostics, source: root,
            sceneIndexByObjectID: sceneIndexByObjectID, elementNameByObjectID: elementNameByObjectID)
    }

    private mutating func decodeScene(_ element: Element, index: Int) -> Scene {
        let id = element["sceneID"] ?? ""
        if id.isEmpty { note(element, "scene without a sceneID") }
        sceneIndex = index
        sceneID = id
        let members = element.child("objects")?.children ?? []
        let controllerElement = members.first { $0["sceneMemberID"] == "viewController" }
        controllerID = controllerElement?["id"]
        if controllerElement == nil { note(element, "scene \(id) has no object with sceneMemberID=\"viewController\"") }
        var scene = Scene(id: id, line: element.line, controller: nil, otherObjects: [])
        for member in members {
            let object = decodeObject(member, role: "objects")
            if scene.controller == nil, member["sceneMemberID"] == "viewController" {
                scene.controller = object
            } else {
                scene.otherObjects.append(object)
            }
        }
        if let point = element.child("point", key: "canvasLocation") {
            scene.canvasX = number(point, "x")
            scene.canvasY = number(point, "y")
        }
        return scene
    }

    /// A segue's destination and the initial view controller must name objects of the file:
    /// UIKit cannot instantiate them otherwise (the file is unusable, so this throws).
    private func checkReferences(initialViewController: String?, root: Element) throws {
        if let initial = initialViewController, elementNameByObjectID[initial] == nil {
            throw StoryboardError(
                .danglingReference, file: fileName, line: root.line, element: root.name,
                message: "initialViewController \"\(initial)\" names no object in the file")
        }
        for edge in segues where elementNameByObjectID[edge.segue.destination] == nil {
            throw StoryboardError(
                .danglingReference, file: fileName, line: edge.segue.line, element: "segue",
                message: "segue \(edge.segue.id.map { "\"\($0)\" " } ?? "")destination \"\(edge.segue.destination)\" names no object in the file")
        }
    }

    /// Records a tolerated problem.
    mutating func note(_ element: Element, _ message: String) {
        diagnostics.append(StoryboardDiagnostic(file: fileName, line: element.line, element: element.name, message: message))
    }

    /// `YES`/`NO` attribute; another value is reported and read as absent.
    mutating func flag(_ element: Element, _ name: String) -> Bool? {
        guard let text = element[name] else { return nil }
        switch text {
        case "YES", "yes", "true": return true
        case "NO", "no", "false": return false
        default:
            note(element, "\(name)=\"\(text)\" is not YES or NO; ignored")
            return nil
        }
    }

    /// A finite number attribute; an unreadable or non-finite one is reported and read as absent.
    mutating func number(_ element: Element, _ name: String) -> Double? {
        guard let text = element[name] else { return nil }
        if let value = Double(text), value.isFinite { return value }
        note(element, "\(name)=\"\(text.prefix(40))\" is not a finite number; ignored")
        return nil
    }
}
