import Foundation

extension ViewControllerKit.StateRestoration {
    /// Scene-based state restoration (iOS 13 and later): one `NSUserActivity` per scene
    /// session.
    ///
    /// ```
    /// enterBackground: each scene → sceneDidEnterBackground → delegate.stateRestorationActivity(for:)
    ///   → activity archived with its session (persistent identifier, role)
    ///   → runtime.stateRestorationArchive
    ///
    /// launch (UIApplicationMain with a scene delegate): the first saved session comes back
    ///   with its persistent identifier and a copy of its activity in
    ///   session.stateRestorationActivity → scene(_:willConnectTo:options:)
    ///   → scene(_:restoreInteractionStateWith:) when it has an activity → active
    /// ```
    ///
    /// UIKit keeps the archive in a file; a host carries it in the runtime (one app, one
    /// scene connected at launch here: further saved sessions are kept in the archive).
    struct SceneArchive: Codable {
        struct Session: Codable {
            var persistentIdentifier: String
            var role: String
            var activity: Data?
        }
        var sessions: [Session]
    }

    /// Asks each scene's delegate for its state restoration activity and archives them with
    /// their sessions; nil when no scene gave one.
    static func preserve(scenes: [UIScene], runtime: ViewControllerKit.Runtime) -> Data? {
        var sessions: [SceneArchive.Session] = []
        for scene in scenes {
            let activity = scene.delegate?.stateRestorationActivity(for: scene)
            let data = activity?.archived { runtime.diagnostics.warn($0) }
            sessions.append(.init(persistentIdentifier: scene.session.persistentIdentifier,
                                  role: scene.session.role.rawValue, activity: data))
        }
        guard sessions.contains(where: { $0.activity != nil }) else { return nil }
        return try? PropertyListEncoder().encode(SceneArchive(sessions: sessions))
    }

    /// The session a scene reconnects with: the first one saved in `data` (its identifier
    /// and a copy of its activity), or nil when `data` holds no scene archive.
    static func restoredSession(from data: Data?) -> UISceneSession? {
        guard let data, let archive = try? PropertyListDecoder().decode(SceneArchive.self, from: data),
              let saved = archive.sessions.first else { return nil }
        let session = UISceneSession(persistentIdentifier: saved.persistentIdentifier, role: .init(rawValue: saved.role))
        session.stateRestorationActivity = saved.activity.flatMap(NSUserActivity.unarchived(from:))
        return session
    }
}
