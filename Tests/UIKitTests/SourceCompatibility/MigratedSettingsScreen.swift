import UIKit
#if canImport(AVFoundation)
import AVFoundation
#endif

// A settings screen as iOS apps write it with target–action and Interface Builder.
// vck-migrate's output for this file is Tests/UIKitTests/SourceCompatibility/MigratedSettingsScreen.swift.

class MigratedSettingsViewController: UIViewController {
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    weak var statusLabel: UILabel!
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    var toggles: [UISwitch]!
    let soundSwitch = UISwitch()
    let resetButton = UIButton(type: .system)
    private(set) var log: [String] = []

    #if canImport(ObjectiveC)
    lazy var doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped(_:)))
    #else
    lazy var doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: { $0.doneTapped($1) })
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = doneItem
        #if canImport(ObjectiveC)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(showHelp))
        #else
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: { $0.showHelp() })
        #endif
        #if canImport(ObjectiveC)
        soundSwitch.addTarget(self, action: #selector(soundChanged(_:)), for: .valueChanged)
        #else
        soundSwitch.addTarget(self, action: { $0.soundChanged($1) }, for: .valueChanged)
        #endif
        #if canImport(ObjectiveC)
        resetButton.addTarget(self, action: #selector(reset), for: .touchUpInside)
        #else
        resetButton.addTarget(self, action: { $0.reset() }, for: .touchUpInside)
        #endif
        view.addSubview(soundSwitch)
        view.addSubview(resetButton)
        #if canImport(ObjectiveC)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        #else
        let doubleTap = UITapGestureRecognizer(target: self, action: { $0.handleDoubleTap($1) })
        #endif
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        #if canImport(ObjectiveC)
        NotificationCenter.default.addObserver(self, selector: #selector(didBecomeActive(_:)),
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
        #else
        NotificationCenter.default.addObserver(self, selector: { $0.didBecomeActive($1) },
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
        #endif
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func doneTapped(_ sender: UIBarButtonItem) { log.append("done") }
    #if canImport(ObjectiveC)
    @objc
    #endif
    func showHelp() { log.append("help") }
    #if canImport(ObjectiveC)
    @objc
    #endif
    private func soundChanged(_ sender: UISwitch) { log.append("sound \(sender.isOn)") }
    #if canImport(ObjectiveC)
    @objc
    #endif
    func reset() { soundSwitch.isOn = false; log.append("reset") }
    #if canImport(ObjectiveC)
    @objc
    #endif
    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) { log.append("double tap") }
    #if canImport(ObjectiveC)
    @objc
    #endif
    func didBecomeActive(_ notification: Notification) { log.append("active") }

    #if canImport(ObjectiveC)
    @IBAction
    #endif
    func toggleChanged(_ sender: UISwitch) { statusLabel.text = sender.isOn ? "On" : "Off" }
}

#if !canImport(ObjectiveC)
/// The storyboard connections `@IBOutlet`/`@IBAction` declare on iOS (written by vck-migrate).
extension MigratedSettingsViewController {
    enum InterfaceBuilderConnections: ViewControllerKit.InterfaceBuilderConnecting {
        static func register() {
            ViewControllerKit.InterfaceBuilder.register(MigratedSettingsViewController.self) {
                $0.outlet("statusLabel", \.statusLabel)
                $0.outletCollection("toggles", \.toggles)
                $0.action("toggleChanged:") { $0.toggleChanged($1) }
            }
        }
    }
}
#endif
