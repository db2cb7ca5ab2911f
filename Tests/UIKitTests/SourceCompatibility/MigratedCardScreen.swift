import UIKit

// A card screen as iOS apps write it with delayed performs, selector timers and a delegate
// protocol with optional methods.
// vck-migrate's output for this file is Tests/UIKitTests/SourceCompatibility/MigratedCardScreen.swift.

#if canImport(ObjectiveC)
@objc
#endif
protocol MigratedCardDelegate: AnyObject {
    func cardTapped(_ card: MigratedCardViewController)
    #if canImport(ObjectiveC)
    @objc optional func cardDidReveal(_ card: MigratedCardViewController, name: String)
    #else
    func cardDidReveal(_ card: MigratedCardViewController, name: String)
    #endif
    #if canImport(ObjectiveC)
    @objc optional func subtitle(for card: MigratedCardViewController) -> String?
    #else
    func subtitle(for card: MigratedCardViewController) -> String?
    #endif
}

#if !canImport(ObjectiveC)
extension MigratedCardDelegate {
    func cardDidReveal(_ card: MigratedCardViewController, name: String) {}
    func subtitle(for card: MigratedCardViewController) -> String? { nil }
}
#endif

class MigratedCardViewController: UIViewController {
    weak var delegate: MigratedCardDelegate?
    var timer: Timer?
    private(set) var log: [String] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        #if canImport(ObjectiveC)
        perform(#selector(wiggle), with: nil, afterDelay: 1)
        #else
        perform(Selector("wiggle"), with: nil, afterDelay: 1) { $0.wiggle() }
        #endif
        #if canImport(ObjectiveC)
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: "tock", repeats: true)
        #else
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: { $0.tick($1) }, userInfo: "tock", repeats: true)
        #endif
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        timer?.invalidate()
    }

    func scheduleReveal(of name: String) {
        #if canImport(ObjectiveC)
        perform(#selector(reveal(_:)), with: name, afterDelay: 2)
        #else
        perform(Selector("reveal:"), with: name, afterDelay: 2) { $0.reveal($1) }
        #endif
    }

    func cancelReveal(of name: String) {
        #if canImport(ObjectiveC)
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(reveal(_:)), object: name)
        #else
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: Selector("reveal:"), object: name)
        #endif
    }

    func startCountdown() {
        #if canImport(ObjectiveC)
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(countDown), userInfo: nil, repeats: false)
        #else
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: { $0.countDown() }, userInfo: nil, repeats: false)
        #endif
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func wiggle() {
        log.append("wiggle")
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func tick(_ timer: Timer) {
        log.append("tick \(timer.userInfo as? String ?? "")")
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func countDown() {
        log.append("countdown")
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func reveal(_ name: String) {
        #if canImport(ObjectiveC)
        delegate?.cardDidReveal?(self, name: name)
        #else
        delegate?.cardDidReveal(self, name: name)
        #endif
        #if canImport(ObjectiveC)
        log.append("reveal \(name): \(delegate?.subtitle?(for: self) ?? "no subtitle")")
        #else
        log.append("reveal \(name): \(delegate?.subtitle(for: self) ?? "no subtitle")")
        #endif
        delegate?.cardTapped(self)
    }
}
