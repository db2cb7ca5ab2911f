import Foundation

/// The facts of one storyboard in the shape of the corpus's reference file
/// (`facts_A.json`): document attributes, initial view controller, scenes, segues,
/// relationships, storyboard references, element counts, constraint and layout statistics,
/// and the `source` block identifying the bytes.
///
/// Everything but part of `source` is derived from the decoded ``StoryboardDocument``:
/// scenes, segues, relationships and references from the typed model; counts and statistics
/// from the element census of ``StoryboardDocument/source`` (what the file says, element by
/// element, including elements the typed model does not name). In `source`, `bytes`,
/// `sha256` and `git_blob_sha1` come from the bytes, `storyboard_name` and `repo` from the
/// corpus's file-naming convention (`<owner>__<repo>__<name>.storyboard`); `path`, `commit`,
/// `commit_date`, `snapshot_head`, `last_changed_commit`, `last_changed_date` and `license`
/// describe where the bytes were taken from and cannot be derived from them: they come from
/// a ``Provenance`` when one is given, else they are null.
public enum StoryboardFacts {
    /// Where a corpus file was taken from (facts `source` keys that no file contains).
    public struct Provenance: Sendable, Hashable {
        public var repo: String?
        public var path: String?
        public var commit: String?
        public var commitDate: String?
        public var snapshotHead: Bool?
        public var lastChangedCommit: String?
        public var lastChangedDate: String?
        public var license: String?

        public init(
            repo: String? = nil, path: String? = nil, commit: String? = nil, commitDate: String? = nil,
            snapshotHead: Bool? = nil, lastChangedCommit: String? = nil, lastChangedDate: String? = nil,
            license: String? = nil
        ) {
            self.repo = repo
            self.path = path
            self.commit = commit
            self.commitDate = commitDate
            self.snapshotHead = snapshotHead
            self.lastChangedCommit = lastChangedCommit
            self.lastChangedDate = lastChangedDate
            self.license = license
        }

        /// Reads the provenance keys of a facts entry's `source` block (as in `facts_A.json`).
        public init(source: JSONValue) {
            func text(_ key: String) -> String? {
                if case .string(let value)? = source[key] { return value }
                return nil
            }
            var head: Bool?
            if case .bool(let value)? = source["snapshot_head"] { head = value }
            self.init(
                repo: text("repo"), path: text("path"), commit: text("commit"), commitDate: text("commit_date"),
                snapshotHead: head, lastChangedCommit: text("last_changed_commit"),
                lastChangedDate: text("last_changed_date"), license: text("license"))
        }
    }

    /// The facts entry for a document decoded from `bytes`.
    public static func facts(of document: StoryboardDocument, bytes: Data, provenance: Provenance? = nil) -> JSONValue {
        let census = ElementCensus(document.source)
        return .object([
            ("source", source(fileName: document.fileName, bytes: bytes, provenance: provenance)),
            ("document", documentFacts(document)),
            ("initial_view_controller", initialViewController(document)),
            ("scene_count", .int(document.scenes.count)),
            ("scenes", .array(document.scenes.map(sceneFacts))),
        ] + connectionFacts(document) + [
            ("storyboard_references", references(document)),
            ("counts", counts(census)),
            ("constraint_stats", constraintStats(census)),
            ("layout", layout(census)),
        ])
    }

    /// The original storyboard name and repository from a corpus file name
    /// (`owner__repo__Name.storyboard` → `Name`, `owner/repo`); a plain file name gives its
    /// name without extension and no repository.
    static func nameParts(_ fileName: String) -> (name: String, repo: String?) {
        var base = fileName
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
        let parts = base.components(separatedBy: "__")
        guard parts.count >= 3 else { return (base, nil) }
        return (parts[parts.count - 1], parts[0] + "/" + parts[1..<(parts.count - 1)].joined(separator: "__"))
    }

    static func source(fileName: String, bytes: Data, provenance: Provenance?) -> JSONValue {
        let raw = [UInt8](bytes)
        let (name, repo) = nameParts(fileName)
        return .object([
            ("repo", .string(provenance?.repo ?? repo)),
            ("path", .string(provenance?.path)),
            ("commit", .string(provenance?.commit)),
            ("commit_date", .string(provenance?.commitDate)),
            ("snapshot_head", provenance?.snapshotHead.map { .bool($0) } ?? .null),
            ("last_changed_commit", .string(provenance?.lastChangedCommit)),
            ("last_changed_date", .string(provenance?.lastChangedDate)),
            ("git_blob_sha1", .string(Digest.gitBlobSHA1(raw))),
            ("sha256", .string(Digest.sha256Hex(raw))),
            ("bytes", .int(raw.count)),
            ("license", .string(provenance?.license)),
            ("storyboard_name", .string(name)),
        ])
    }

    static func documentFacts(_ document: StoryboardDocument) -> JSONValue {
        let keys = [
            "type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout",
            "useTraitCollections", "useSafeAreas", "colorMatched", "launchScreen", "initialViewController",
        ]
        return .object(keys.map { ($0, .string(document.attributes[$0])) })
    }

    static func initialViewController(_ document: StoryboardDocument) -> JSONValue {
        guard let id = document.attributes.initialViewController else { return .null }
        let scene = document.scene(containing: id)
        let object = scene?.controller?.id == id ? scene?.controller : nil
        let element = document.elementName(ofObject: id)
        return .object([
            ("id", .string(id)),
            ("element", .string(element)),
            ("customClass", .string(object?.customClass)),
            ("customModule", .string(object?.customModule)),
            ("class", .string(object?.className ?? element.flatMap(ObjectCategory.defaultClass(forElement:)))),
            ("scene_id", .string(scene?.id)),
        ])
    }

    static func sceneFacts(_ scene: Scene) -> JSONValue {
        let controller = scene.controller
        var placeholder = JSONValue.null
        if controller?.category == .storyboardReference, let reference = controller?.placeholder {
            placeholder = .object([
                ("storyboardName", .string(reference.storyboardName)),
                ("referencedIdentifier", .string(reference.referencedIdentifier)),
                ("bundleIdentifier", .string(reference.bundleIdentifier)),
            ])
        }
        return .object([
            ("scene_id", .string(scene.id)),
            ("vc_id", .string(controller?.id)),
            ("element", .string(controller?.element)),
            ("class", .string(controller?.className)),
            ("customClass", .string(controller?.customClass)),
            ("customModule", .string(controller?.customModule)),
            ("storyboardIdentifier", .string(controller?.storyboardIdentifier)),
            ("placeholder", placeholder),
        ])
    }

    /// Segue kind counts, relationship counts, segues, segue tuples, relationships and
    /// relationship tuples, in that order.
    static func connectionFacts(_ document: StoryboardDocument) -> [(String, JSONValue)] {
        let inScenes = document.segues.filter { $0.sourceSceneID != nil }
        let segues = inScenes.filter { $0.segue.kind != .relationship }
        let relationships = inScenes.filter { $0.segue.kind == .relationship }
        let segueFacts: [JSONValue] = segues.map { edge in
            let segue = edge.segue
            return .object([
                ("source_scene", .string(edge.sourceSceneID)),
                ("source_vc", .string(edge.sourceControllerID)),
                ("trigger_id", .string(edge.triggerID)),
                ("trigger_element", .string(edge.triggerElement)),
                ("kind", .string(segue.kind.rawValue)),
                ("destination", .string(segue.destination)),
                ("destination_scene", .string(document.scene(containing: segue.destination)?.id)),
                ("destination_element", .string(document.elementName(ofObject: segue.destination))),
                ("identifier", .string(segue.identifier)),
                ("id", .string(segue.id)),
                ("attrs", .object(segue.extraAttributes.map { ($0.name, .string($0.value)) })),
            ])
        }
        let relationshipFacts: [JSONValue] = relationships.map { edge in
            .object([
                ("source_scene", .string(edge.sourceSceneID)),
                ("source_vc", .string(edge.sourceControllerID)),
                ("source_element", .string(edge.triggerElement)),
                ("relationship", .string(edge.segue.relationship)),
                ("destination", .string(edge.segue.destination)),
                ("destination_scene", .string(document.scene(containing: edge.segue.destination)?.id)),
                ("id", .string(edge.segue.id)),
            ])
        }
        return [
            ("segue_kind_counts", tally(segues.map { $0.segue.kind.rawValue }, sorted: false)),
            ("relationship_counts", tally(relationships.map { $0.segue.relationship ?? "" }, sorted: false)),
            ("segues", .array(segueFacts)),
            ("segue_tuples", .array(segues.map { edge in
                .array([.string(edge.sourceSceneID), .string(edge.segue.kind.rawValue),
                        .string(edge.segue.destination), .string(edge.segue.identifier)])
            })),
            ("relationships", .array(relationshipFacts)),
            ("relationship_tuples", .array(relationships.map { edge in
                .array([.string(edge.sourceControllerID), .string(edge.segue.relationship), .string(edge.segue.destination)])
            })),
        ]
    }

    static func references(_ document: StoryboardDocument) -> JSONValue {
        .array(document.scenes.compactMap { scene in
            guard let controller = scene.controller, controller.category == .storyboardReference else { return nil }
            return .object([
                ("storyboardName", .string(controller.placeholder?.storyboardName)),
                ("referencedIdentifier", .string(controller.placeholder?.referencedIdentifier)),
                ("bundleIdentifier", .string(controller.placeholder?.bundleIdentifier)),
                ("scene_id", .string(scene.id)),
                ("vc_id", .string(controller.id)),
            ])
        })
    }

    /// Counts per name, in first-seen order or sorted by name.
    static func tally(_ names: [String], sorted: Bool) -> JSONValue {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        if sorted { order.sort() }
        return .object(order.map { ($0, .int(counts[$0]!)) })
    }
}
