import Testing
import UIKitMigration

/// `perform(_:with:afterDelay:)`, `cancelPreviousPerformRequests` and selector timers: the
/// statement is kept for iOS and repeated for Linux with the method as a closure.
@Suite struct PerformAndTimerRewriteTests {
    @Test func performAfterDelayKeepsTheNameAndCallsTheMethodInATrailingClosure() {
        let input = """
            final class CardViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    perform(#selector(wiggle), with: nil, afterDelay: 1)
                    perform(#selector(flip(_:)), with: true, afterDelay: 0.5)
                }
                @objc func wiggle() {}
                @objc func flip(_ animated: Bool) {}
            }

            """
        let migration = Migrator.migrate(input, file: "Card.swift")
        #expect(migration.text == """
            final class CardViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    #if canImport(ObjectiveC)
                    perform(#selector(wiggle), with: nil, afterDelay: 1)
                    #else
                    perform(Selector("wiggle"), with: nil, afterDelay: 1) { $0.wiggle() }
                    #endif
                    #if canImport(ObjectiveC)
                    perform(#selector(flip(_:)), with: true, afterDelay: 0.5)
                    #else
                    perform(Selector("flip:"), with: true, afterDelay: 0.5) { $0.flip($1) }
                    #endif
                }
                #if canImport(ObjectiveC)
                @objc
                #endif
                func wiggle() {}
                #if canImport(ObjectiveC)
                @objc
                #endif
                func flip(_ animated: Bool) {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Card.swift:4:17: rewrote #selector: perform(Selector(\"wiggle\"), …) { $0.wiggle() }",
            "Card.swift:5:17: rewrote #selector: perform(Selector(\"flip:\"), …) { $0.flip($1) }",
            "Card.swift:7:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
            "Card.swift:8:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
        ])
    }

    @Test func cancellingBySelectorNamesTheRequestAsPerformDid_andCancellingByTargetCompilesUnchanged() {
        let input = """
            extension Game {
                func stop() {
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(move(to:)), object: nil)
                    NSObject.cancelPreviousPerformRequests(withTarget: self)
                }
                func move(to square: Int) {}
            }

            """
        let migration = Migrator.migrate(input, file: "Game.swift")
        #expect(migration.text == """
            extension Game {
                func stop() {
                    #if canImport(ObjectiveC)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(move(to:)), object: nil)
                    #else
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: Selector("moveWithTo:"), object: nil)
                    #endif
                    NSObject.cancelPreviousPerformRequests(withTarget: self)
                }
                func move(to square: Int) {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Game.swift:3:76: rewrote #selector: Selector(\"moveWithTo:\")",
        ])
    }

    @Test func selectorTimersBecomeClosuresOfTheTarget() {
        let input = """
            final class Clock: UIViewController {
                var timer: Timer?
                func start(model: Model) {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    let later = Timer(timeInterval: 5, target: model, selector: #selector(Model.expire(_:)), userInfo: nil, repeats: false)
                    RunLoop.main.add(later, forMode: .common)
                }
                @objc func tick() {}
            }

            """
        let migration = Migrator.migrate(input, file: "Clock.swift")
        #expect(migration.text == """
            final class Clock: UIViewController {
                var timer: Timer?
                func start(model: Model) {
                    #if canImport(ObjectiveC)
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    #else
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: { $0.tick() }, userInfo: nil, repeats: true)
                    #endif
                    #if canImport(ObjectiveC)
                    let later = Timer(timeInterval: 5, target: model, selector: #selector(Model.expire(_:)), userInfo: nil, repeats: false)
                    #else
                    let later = Timer(timeInterval: 5, target: model, selector: { $0.expire($1) }, userInfo: nil, repeats: false)
                    #endif
                    RunLoop.main.add(later, forMode: .common)
                }
                #if canImport(ObjectiveC)
                @objc
                #endif
                func tick() {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Clock.swift:4:79: rewrote #selector: { $0.tick() } (the timer holds the target weakly)",
            "Clock.swift:5:69: rewrote #selector: { $0.expire($1) } (the timer holds the target weakly)",
            "Clock.swift:8:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
        ])
    }

    @Test func displayLinkSelectorsBecomeClosuresOfTheTarget() {
        let input = """
            final class Meter: UIView {
                var link: CADisplayLink?
                func start() {
                    link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    link?.add(to: .main, forMode: .common)
                }
                @objc private func step(_ link: CADisplayLink) {}
            }

            """
        let migration = Migrator.migrate(input, file: "Meter.swift")
        #expect(migration.text == """
            final class Meter: UIView {
                var link: CADisplayLink?
                func start() {
                    #if canImport(ObjectiveC)
                    link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    #else
                    link = CADisplayLink(target: self, selector: { $0.step($1) })
                    #endif
                    link?.add(to: .main, forMode: .common)
                }
                #if canImport(ObjectiveC)
                @objc
                #endif
                private func step(_ link: CADisplayLink) {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Meter.swift:4:54: rewrote #selector: { $0.step($1) } (the link holds the target until invalidate(), as on iOS)",
            "Meter.swift:7:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
        ])
    }

    @Test func aSecondRunChangesNothing() {
        let input = """
            final class A: UIViewController {
                func go() {
                    perform(#selector(go), with: nil, afterDelay: 1)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(go), userInfo: nil, repeats: false)
                }
            }

            """
        let once = Migrator.migrate(input, file: "A.swift")
        #expect(once.rewrites.count == 2)
        let twice = Migrator.migrate(once.text, file: "A.swift")
        #expect(twice.text == once.text)
        #expect(twice.findings.isEmpty)
    }
}

/// `UIApplication.sendAction(_:to:from:for:)` sends actions by name here.
@Suite struct SendActionRewriteTests {
    @Test func theSelectorOfSendActionBecomesItsName() {
        let input = """
            func dismissKeyboard() {
                UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            }

            """
        let migration = Migrator.migrate(input, file: "K.swift")
        #expect(migration.text == """
            func dismissKeyboard() {
                #if canImport(ObjectiveC)
                UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                #else
                UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
                #endif
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "K.swift:2:37: rewrote #selector: Selector(\"resignFirstResponder\")",
        ])
    }
}
