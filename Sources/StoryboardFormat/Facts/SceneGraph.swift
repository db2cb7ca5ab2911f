extension StoryboardDocument {
    /// The scene graph as text (what `catalog storyboard FILE` prints): a header line with the
    /// file, kind, tools version, scene count and initial controller; per scene its controller
    /// (element, class, module, storyboard identifier) or storyboard reference and its
    /// constraint count; under it each segue (kind, identifier, trigger, destination) and
    /// relationship leaving it; then the diagnostics.
    public var sceneGraph: String {
        let document = self
        var out = "== \(document.fileName) (\(document.kind.rawValue), toolsVersion \(document.attributes.toolsVersion ?? "?"), "
        out += "\(document.scenes.count) scene\(document.scenes.count == 1 ? "" : "s")"
        if let initial = document.initialViewController {
            out += ", initial \(initial.id ?? "?") \(initial.className ?? "reference")"
        }
        out += ")\n"
        for scene in document.scenes {
            out += "scene \(scene.id): " + describe(scene.controller)
            var constraints = 0
            scene.controller?.forEachObject { constraints += $0.constraints.count }
            if constraints > 0 { out += ", \(constraints) constraint\(constraints == 1 ? "" : "s")" }
            out += "\n"
            for edge in document.segues where edge.sourceSceneID == scene.id {
                let segue = edge.segue
                let destination = document.scene(containing: segue.destination)
                let target = document.elementName(ofObject: segue.destination) == "exit"
                    ? "\(segue.destination) (exit of scene \(destination?.id ?? "?"))"
                    : "\(segue.destination) (\(destination.map { describe($0.controller) } ?? "?"))"
                if segue.kind == .relationship {
                    out += "  relationship \(segue.relationship ?? "?") -> \(target)\n"
                } else {
                    out += "  segue \(segue.kind)\(segue.identifier.map { " \"\($0)\"" } ?? "") from \(edge.triggerElement)"
                    out += "\(edge.triggerID.map { " \($0)" } ?? "") -> \(target)\n"
                }
            }
        }
        for diagnostic in document.diagnostics { out += "\(diagnostic)\n" }
        return out
    }

    /// `navigationController UINavigationController "NavCtrl"` or `reference Dependency#Dependent`.
    private func describe(_ object: IBObject?) -> String {
        guard let object else { return "no controller" }
        if object.category == .storyboardReference {
            let name = object.placeholder?.storyboardName ?? "(this storyboard)"
            return "reference \(name)\(object.placeholder?.referencedIdentifier.map { "#\($0)" } ?? " (initial)")"
        }
        if object.element == "exit" { return "exit" }
        var text = "\(object.element) \(object.className ?? "?")"
        if let module = object.customModule { text += " (module \(module))" }
        if let identifier = object.storyboardIdentifier { text += " \"\(identifier)\"" }
        return text
    }
}
