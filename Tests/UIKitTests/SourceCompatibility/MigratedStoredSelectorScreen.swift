import UIKit

// A screen that keeps its selectors in constants and properties before using them as
// target–action arguments, as some iOS code does.
// vck-migrate's output for this file is Tests/UIKitTests/SourceCompatibility/MigratedStoredSelectorScreen.swift.

class MigratedStoredSelectorViewController: UIViewController {
    #if canImport(ObjectiveC)
    private let saveAction = #selector(save(_:))
    #else
    private let saveAction = Selector("save:")
    #endif
    #if canImport(ObjectiveC)
    static let closeAction = #selector(close)
    #else
    static let closeAction = Selector("close")
    #endif
    let saveButton = UIButton(type: .system)
    let resetButton = UIButton(type: .system)
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.setTitle("Save", for: .normal)
        saveButton.frame = CGRect(x: 20, y: 120, width: 100, height: 44)
        #if canImport(ObjectiveC)
        saveButton.addTarget(self, action: saveAction, for: .touchUpInside)
        #else
        saveButton.addTarget(self, action: { $0.save($1) }, for: .touchUpInside)
        #endif
        #if canImport(ObjectiveC)
        let reset = #selector(resetTapped)
        #endif
        resetButton.setTitle("Reset", for: .normal)
        resetButton.frame = CGRect(x: 20, y: 180, width: 100, height: 44)
        #if canImport(ObjectiveC)
        resetButton.addTarget(self, action: reset, for: .touchUpInside)
        #else
        resetButton.addTarget(self, action: { $0.resetTapped() }, for: .touchUpInside)
        #endif
        #if canImport(ObjectiveC)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: self, action: Self.closeAction)
        #else
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: self, action: { $0.close() })
        #endif
        #if canImport(ObjectiveC)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: self.saveAction)
        #else
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: { $0.save($1) })
        #endif
        view.addSubview(saveButton)
        view.addSubview(resetButton)
    }

    func stopSaving() {
        saveButton.removeTarget(self, action: saveAction, for: .touchUpInside)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func save(_ sender: Any) { log.append("save") }
    #if canImport(ObjectiveC)
    @objc
    #endif
    func resetTapped() { log.append("reset") }
    #if canImport(ObjectiveC)
    @objc
    #endif
    func close() { log.append("close") }
}
