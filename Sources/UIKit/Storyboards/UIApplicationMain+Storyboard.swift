import Foundation

/// Launches an app from its main storyboard, as `UIApplicationMain` does for an app whose
/// Info.plist names one: `UIMainStoryboardFile`, or for a scene app the scene manifest's
/// `UISceneStoryboardFile` (`UIApplicationSceneManifest` → `UISceneConfigurations` →
/// `UIWindowSceneSessionRoleApplication` → first entry). The storyboard's initial controller
/// becomes the root of a window UIKit creates (see `launchApplication`); then the usual
/// launch sequence runs. `infoDictionary` defaults to the main bundle's (SwiftPM executables
/// usually have none, so pass the keys); the storyboard is looked up in `bundle`.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(runtime: ViewControllerKit.Runtime, delegate: UIApplicationDelegate,
                              sceneDelegate: UIWindowSceneDelegate? = nil,
                              infoDictionary: [String: Any]?, bundle: Bundle? = nil) -> UIApplication {
    let name = sceneDelegate == nil ? mainStoryboardName(in: infoDictionary) : sceneStoryboardName(in: infoDictionary)
    var initial: (@MainActor () -> UIViewController?)?
    if let name {
        initial = { UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() }
    }
    return launchApplication(runtime: runtime, delegate: delegate, sceneDelegate: sceneDelegate, initialController: initial)
}

private func mainStoryboardName(in info: [String: Any]?) -> String? {
    info?["UIMainStoryboardFile"] as? String
}

private func sceneStoryboardName(in info: [String: Any]?) -> String? {
    let manifest = info?["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
    let roles = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
    return roles?.first?["UISceneStoryboardFile"] as? String ?? mainStoryboardName(in: info)
}
