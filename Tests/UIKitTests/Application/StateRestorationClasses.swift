import Foundation
import UIKit
import UIKitTesting

/// Controllers and an app delegate for StateRestorationTests; each records into
/// `RestorationTrace.recorder`.
@MainActor
enum RestorationTrace {
    static var recorder = TraceRecorder()
    static func record(_ event: String) { recorder.record(event) }
}

final class SRAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var optsIn = true
    /// Builds the window in code (apps without a main storyboard) when set.
    var makeWindow: ((SRAppDelegate) -> Void)?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RestorationTrace.record("App.willFinishLaunching")
        makeWindow?(self)
        return true
    }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RestorationTrace.record("App.didFinishLaunching")
        window?.makeKeyAndVisible()
        return true
    }
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { optsIn }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { optsIn }
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        RestorationTrace.record("App.willEncode")
        coder.encode(7, forKey: "version")
    }
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        RestorationTrace.record("App.didDecode(version: \(coder.decodeInteger(forKey: "version")))")
    }
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        RestorationTrace.record("App.viewController(\(identifierComponents.joined(separator: "/")))")
        return nil
    }
}

class SRRecordingController: UIViewController {
    var name: String { String(describing: type(of: self)).replacingOccurrences(of: "ViewController", with: "") }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        RestorationTrace.record("\(name).encode")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        RestorationTrace.record("\(name).decode")
    }
    override func applicationFinishedRestoringState() {
        RestorationTrace.record("\(name).finishedRestoring")
    }
}

final class SRHomeViewController: SRRecordingController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        RestorationTrace.record("SRHome.init(coder:)")
    }
}

final class SRDetailViewController: SRRecordingController {
    var item: String?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        RestorationTrace.record("SRDetail.init(coder:)")
    }
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(item, forKey: "item")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        item = coder.decodeObject(forKey: "item") as? String
        let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey) is UIStoryboard
        RestorationTrace.record("SRDetail.decode item: \(item ?? "nil") storyboard: \(storyboard)")
        super.decodeRestorableState(with: coder)
    }
}

/// A controller made in code, recreated by its restoration class.
final class SRModalViewController: SRRecordingController {
    var note = ""
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(note, forKey: "note")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note = coder.decodeObject(forKey: "note") as? String ?? ""
    }
}

final class SRModalRestorer: UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        RestorationTrace.record("SRModalRestorer.viewController(\(identifierComponents.joined(separator: "/")))")
        let modal = SRModalViewController()
        modal.restorationIdentifier = identifierComponents.last
        modal.restorationClass = SRModalRestorer.self
        return modal
    }
}

/// A restoration class that declines: its controller is left out.
final class SRDecliningRestorer: UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        RestorationTrace.record("SRDecliningRestorer.viewController(\(identifierComponents.joined(separator: "/")))")
        return nil
    }
}
