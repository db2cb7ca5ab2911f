import Foundation
import Testing
import UIKitTesting

/// The migrated card screen (MigratedCardScreen.swift, vck-migrate's output for an iOS file
/// using `perform(_:with:afterDelay:)`, cancelling, selector timers and `@objc optional`
/// delegate methods) compiles, and the rewritten forms behave as the originals do on iOS.
@Suite @MainActor struct MigratedCardScreenTests {
    final class FullDelegate: MigratedCardDelegate {
        var log: [String] = []
        func cardTapped(_ card: MigratedCardViewController) { log.append("tapped") }
        func cardDidReveal(_ card: MigratedCardViewController, name: String) { log.append("revealed \(name)") }
        func subtitle(for card: MigratedCardViewController) -> String? { "queen of hearts" }
    }

    /// Implements only the required method, as a delegate of the iOS protocol may.
    final class MinimalDelegate: MigratedCardDelegate {
        var log: [String] = []
        func cardTapped(_ card: MigratedCardViewController) { log.append("tapped") }
    }

    @Test func aDelayedPerformRunsOnceItsDelayHasPassedOnTheHostsClock() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let card = MigratedCardViewController()
        let delegate = FullDelegate()
        card.delegate = delegate
        card.scheduleReveal(of: "ace")
        host.advance(by: 1.9)
        #expect(card.log == [])
        host.advance(by: 0.1)
        #expect(card.log == ["reveal ace: queen of hearts"])
        #expect(delegate.log == ["revealed ace", "tapped"])
    }

    @Test func optionalDelegateMethodsTheDelegateLacks_actAsTheNilCallsOfIOS() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let card = MigratedCardViewController()
        let delegate = MinimalDelegate()
        card.delegate = delegate
        card.scheduleReveal(of: "ace")
        host.advance(by: 2)
        #expect(card.log == ["reveal ace: no subtitle"])
        #expect(delegate.log == ["tapped"])
    }

    @Test func cancellingBySelectorAndObject_cancelsOnlyTheRequestsWithAnEqualArgument() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let card = MigratedCardViewController()
        card.scheduleReveal(of: "ace")
        card.scheduleReveal(of: "king")
        card.scheduleReveal(of: "ace")
        card.cancelReveal(of: "ace")
        host.advance(by: 2)
        #expect(card.log == ["reveal king: no subtitle"])
    }

    @Test func aPendingPerformKeepsItsTargetAliveUntilItRuns_asOnIOS() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        weak var weakCard: MigratedCardViewController?
        var card: MigratedCardViewController? = MigratedCardViewController()
        weakCard = card
        card?.scheduleReveal(of: "ace")
        card = nil
        #expect(weakCard != nil)
        host.advance(by: 2)
        #expect(weakCard == nil)
    }

    @Test func cancellingReleasesTheTargetAtOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        weak var weakCard: MigratedCardViewController?
        var card: MigratedCardViewController? = MigratedCardViewController()
        weakCard = card
        card?.scheduleReveal(of: "ace")
        card?.cancelReveal(of: "ace")
        card = nil
        #expect(weakCard == nil)
    }

    @Test func theRepeatingTimerTicksWithItsUserInfo_andDisappearingCancelsThePerformAndTheTimer() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let card = MigratedCardViewController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.show(navigation)
        navigation.pushViewController(card, animated: false)
        host.pump()
        #expect(card.log == [])
        host.advance(by: 0.5)
        #expect(card.log == ["tick tock"])
        navigation.popViewController(animated: false)
        host.pump()
        host.advance(by: 3)
        #expect(card.log == ["tick tock"])
        #expect(card.timer?.isValid == false)
    }

    @Test func theScheduledTimerFiresOnceAtItsInterval() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let card = MigratedCardViewController()
        card.startCountdown()
        host.advance(by: 0.9)
        #expect(card.log == [])
        host.advance(by: 0.2)
        host.advance(by: 3)
        #expect(card.log == ["countdown"])
    }

    /// Differs from iOS (DifferencesFromIOS.md, "Migrating iOS code"): the timer holds its
    /// target weakly, so a target the timer alone keeps is released and not called.
    @Test func aTimerDoesNotKeepItsTargetAlive() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        weak var weakCard: MigratedCardViewController?
        var card: MigratedCardViewController? = MigratedCardViewController()
        weakCard = card
        card?.startCountdown()
        card = nil
        #expect(weakCard == nil)
        host.advance(by: 2)
    }
}
