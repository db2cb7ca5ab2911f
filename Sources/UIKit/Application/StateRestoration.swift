import Foundation

/// A storyboard scene as the restoration archive records it (filled in by Storyboards/).
struct StoryboardSceneReference: Codable, Equatable {
    var storyboardName: String
    var bundlePath: String
    var objectID: String
}

extension ViewControllerKit {
    /// UIKit's state preservation and restoration for apps without scenes.
    ///
    /// ```
    /// enterBackground → shouldSaveSecureApplicationState? ─no→ nothing kept
    ///        │ yes
    ///        ▼
    ///  willEncodeRestorableStateWith(app coder) → each controller with a restoration path,
    ///  from the window's root, parents first, then what it presents:
    ///  encodeRestorableState(with: its own NSKeyedArchiver) → runtime.stateRestorationArchive
    ///
    /// launch: willFinishLaunching → (storyboard window) → shouldRestoreSecureApplicationState?
    ///  ─yes→ each preserved controller, in preservation order, found by:
    ///        restorationClass (nil → left out) | app delegate | an existing controller with
    ///        that path | its storyboard scene
    ///  → decodeRestorableState(with:) on each (containers rebuild their stacks and tabs)
    ///  → containers settle what depends on their children's state (a split's collapse)
    ///  → applicationFinishedRestoringState() on each → didDecodeRestorableStateWith(app coder)
    ///  → didFinishLaunching → window shown → preserved presentations made again
    /// ```
    ///
    /// Each controller's state is a Foundation `NSKeyedArchiver` archive (read back through a
    /// coder that forwards to `NSKeyedUnarchiver`); the archive of archives is a property list. Restoration order follows Apple's "About the UI
    /// restoration process"; the presentations wait until the window is visible (a choice
    /// here: the presentation machinery needs a window).
    @preconcurrency @MainActor
    public enum StateRestoration {
        struct Record: Codable {
            var path: [String]
            var restorationClass: String?
            var scene: StoryboardSceneReference?
            var state: Data
        }

        struct Archive: Codable {
            var application: Data
            var controllers: [Record]
        }

        /// Preserves the state of `application` if its delegate opts in; returns the archive.
        public static func preserve(_ application: UIApplication) -> Data? {
            guard let delegate = application.delegate else { return nil }
            let appCoder = NSKeyedArchiver(requiringSecureCoding: false)
            guard delegate.application(application, shouldSaveSecureApplicationState: appCoder) else { return nil }
            delegate.application(application, willEncodeRestorableStateWith: appCoder)
            var records: [Record] = []
            var seen = Set<[String]>()
            func visit(_ controller: UIViewController) {
                if controller.isRestorationTransparent { return controller.children.forEach(visit) }
                guard let path = controller.restorationIdentifierPath else { return }
                if seen.insert(path).inserted {
                    let coder = NSKeyedArchiver(requiringSecureCoding: false)
                    controller.encodeRestorableState(with: coder)
                    coder.finishEncoding()
                    records.append(Record(path: path, restorationClass: controller.restorationClass.map { String(reflecting: $0) },
                                          scene: controller.storyboardSceneReference, state: coder.encodedData))
                } else {
                    application.runtime.diagnostics.warn(
                        "Restoration identifier path \(path.joined(separator: "/")) is not unique; only the first controller is preserved")
                }
                controller.children.forEach(visit)
                if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                    visit(presented)
                }
            }
            if let root = delegate.window?.rootViewController { visit(root) }
            appCoder.finishEncoding()
            return try? PropertyListEncoder().encode(Archive(application: appCoder.encodedData, controllers: records))
        }

        /// Restores a preserved interface during launch (see the type's discussion); returns the
        /// work left for when the window is visible (the presentations).
        static func restore(_ application: UIApplication, from data: Data) -> (@MainActor () -> Void)? {
            guard let delegate = application.delegate,
                  let archive = try? PropertyListDecoder().decode(Archive.self, from: data),
                  let appCoder = RestorationCoder(data: archive.application),
                  delegate.application(application, shouldRestoreSecureApplicationState: appCoder)
            else { return nil }
            let session = StateRestorationSession()
            StateRestorationSession.current = session
            defer { StateRestorationSession.current = nil }
            var storyboards: [String: AnyObject] = [:]
            var restored: [(UIViewController, RestorationCoder)] = []
            for record in archive.controllers {
                guard let coder = RestorationCoder(data: record.state) else { continue }
                if let scene = record.scene {
                    let key = "\(scene.bundlePath)/\(scene.storyboardName)"
                    if storyboards[key] == nil { storyboards[key] = scene.loadStoryboard() }
                    coder.storyboard = storyboards[key]
                }
                guard let controller = controller(for: record, coder: coder, application: application, session: session)
                else { continue }
                session.controllersByPath[record.path] = controller
                restored.append((controller, coder))
            }
            for (controller, coder) in restored { controller.decodeRestorableState(with: coder) }
            for (controller, _) in restored { (controller as? RestorationFinishing)?.finishRestoringContainerState() }
            for (controller, _) in restored { controller.applicationFinishedRestoringState() }
            delegate.application(application, didDecodeRestorableStateWith: appCoder)
            let presentations = session.pendingPresentations.compactMap { pending in
                session.controllersByPath[pending.presentedPath].map { (pending.presenter, $0) }
            }
            guard !presentations.isEmpty else { return nil }
            return {
                for (presenter, presented) in presentations { presenter.present(presented, animated: false) }
            }
        }

        /// Finds or makes the controller for one preserved record, in UIKit's order.
        private static func controller(for record: Record, coder: RestorationCoder, application: UIApplication,
                                       session: StateRestorationSession) -> UIViewController? {
            if let name = record.restorationClass {
                // Recorded as `String(reflecting:)`: a top-level class's "Module.Name".
                guard let type = TypeNameLookup.type(named: name) as? any UIViewControllerRestoration.Type
                else {
                    application.runtime.diagnostics.warn("Restoration class \(name) not found; \(record.path.joined(separator: "/")) is not restored")
                    return nil
                }
                return type.viewController(withRestorationIdentifierPath: record.path, coder: coder)
            }
            if let made = application.delegate?.application(application, viewControllerWithRestorationIdentifierPath: record.path, coder: coder) {
                return made
            }
            if let existing = existingController(at: record.path, application: application) { return existing }
            return record.scene?.instantiate(in: coder.storyboard)
        }

        /// A controller already created at launch (from the main storyboard, or by the app)
        /// whose restoration path is `path`.
        private static func existingController(at path: [String], application: UIApplication) -> UIViewController? {
            guard let root = application.delegate?.window?.rootViewController else { return nil }
            var stack = [root]
            while let controller = stack.popLast() {
                if controller.restorationIdentifierPath == path { return controller }
                stack += controller.children
            }
            return nil
        }
    }
}

/// The coder a restoring controller reads: its `NSKeyedUnarchiver` archive, plus the
/// storyboard it came from under `UIApplication.stateRestorationViewControllerStoryboardKey`
/// (UIKit provides it there; a storyboard is not archivable here). It forwards to the
/// unarchiver because swift-corelibs-foundation's `NSKeyedUnarchiver` cannot be subclassed.
final class RestorationCoder: NSCoder, @unchecked Sendable {
    private let archive: NSKeyedUnarchiver
    var storyboard: AnyObject?

    init?(data: Data) {
        guard let archive = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        archive.requiresSecureCoding = false
        self.archive = archive
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool {
        key == UIApplication.stateRestorationViewControllerStoryboardKey ? storyboard != nil : archive.containsValue(forKey: key)
    }
    // A missing key reads as nil or zero, as on Apple's Foundation (corelibs' unarchiver
    // raises for a missing object key).
    override func decodeObject(forKey key: String) -> Any? {
        if key == UIApplication.stateRestorationViewControllerStoryboardKey { return storyboard }
        return archive.containsValue(forKey: key) ? archive.decodeObject(forKey: key) : nil
    }
    override func decodeBool(forKey key: String) -> Bool { archive.containsValue(forKey: key) && archive.decodeBool(forKey: key) }
    override func decodeInteger(forKey key: String) -> Int { archive.containsValue(forKey: key) ? archive.decodeInteger(forKey: key) : 0 }
    override func decodeInt32(forKey key: String) -> Int32 { archive.containsValue(forKey: key) ? archive.decodeInt32(forKey: key) : 0 }
    override func decodeInt64(forKey key: String) -> Int64 { archive.containsValue(forKey: key) ? archive.decodeInt64(forKey: key) : 0 }
    override func decodeDouble(forKey key: String) -> Double { archive.containsValue(forKey: key) ? archive.decodeDouble(forKey: key) : 0 }
    override func decodeFloat(forKey key: String) -> Float { archive.containsValue(forKey: key) ? archive.decodeFloat(forKey: key) : 0 }
}
