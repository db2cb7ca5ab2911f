import Foundation

/// One callback the rules require, with the UIKIT-SEMANTICS rules that place it.
public struct ExpectedCallback: Equatable, Sendable, CustomStringConvertible {
    public let event: String
    public let rules: String

    public var description: String { "\(event)   [\(rules)]" }
}

/// The exact trace each step of a scenario must produce, derived from the rules — never
/// recorded from an implementation. `P` is the container, `C` the child, `S` the
/// successor that replaces the child in a container that cannot be empty.
///
/// The rules in play, in short:
/// * 3.1/3.2/3.9 — `willMove(toParent:)` before a child is added or removed,
///   `didMove(toParent:)` once the move is complete; a container off screen completes it
///   at once (4.1, 4.8, 5.1, 8.7, 9.1).
/// * 3.4 — a child's view entering or leaving a visible window gets the appearance phases.
/// * 3.5 — container first, phase by phase: `P.viewWillAppear, C.viewWillAppear,
///   (viewIsAppearing…), P.viewDidAppear, C.viewDidAppear`, the same for disappearing, also
///   when the child is given to the container, or taken from it, in the middle of the
///   container's own phase.
/// * 2.7 — `viewIsAppearing` once per appearance, between will and did.
/// * 2.6/3.13/6.17 — `movingToParent` inside the appearance that an addition causes (for a
///   child added off screen: the one it makes with its container), `movingFromParent`
///   inside the disappearance a removal causes, `beingPresented`/`beingDismissed` for the
///   presented container only.
/// * 4.2/4.4/4.8, 9.1 — navigation and page changes are transitions that finish on the
///   clock, with the call's `animated` flag, `didMove` last; 9.4 (scroll) orders a page
///   replacement: new will, old will, new did, old did.
struct ContainerContractExpectation {
    let scenario: ContainerContractScenario
    let changes: ContainerChildChanges
    let showsSuccessor: Bool
    /// How the child's trace names the container (`C.willMove(toParent: <container>)`).
    let containerLabel: String

    private var a: Bool { scenario.animated }
    /// The `animated` flag the child sees when the container's own API changes it on screen.
    private var change: Bool { changes == .transition && scenario.animated }
    private var presented: String { scenario.isPresented ? " beingPresented" : "" }
    private var dismissed: String { scenario.isPresented ? " beingDismissed" : "" }
    private var appearRule: String { scenario.isPresented ? "6.6, 6.17" : "2.2" }
    private var disappearRule: String { scenario.isPresented ? "6.7, 6.17" : "2.4" }

    private func p(_ callback: String, _ rules: String) -> ExpectedCallback {
        ExpectedCallback(event: "P.\(callback)", rules: rules)
    }
    private func c(_ callback: String, _ rules: String) -> ExpectedCallback {
        ExpectedCallback(event: "C.\(callback)", rules: rules)
    }
    private func s(_ callback: String, _ rules: String) -> ExpectedCallback {
        ExpectedCallback(event: "S.\(callback)", rules: rules)
    }

    /// The child given to the container before it appears.
    var installBeforeAppearance: [ExpectedCallback] {
        [c("willMove(toParent: \(containerLabel))", "3.1"),
         c("didMove(toParent: \(containerLabel))", "3.9; off screen the move completes at once: 4.8, 5.1, 8.7, 9.1")]
    }

    /// The container appearing (with the child given before or during its appearance).
    var appearance: [ExpectedCallback] {
        var trace = [p("viewWillAppear(\(a))\(presented)", appearRule)]
        switch scenario.installation {
        case .whileOnScreen:
            return trace + [p("viewIsAppearing(\(a))", "2.7"), p("viewDidAppear(\(a))\(presented)", appearRule)]
        case .beforeAppearance:
            trace.append(c("viewWillAppear(\(a)) movingToParent", "3.5 container first; 3.13 appears with the container it was added to"))
        case .duringAppearance:
            trace += givenDuringAppearance
        }
        trace += [p("viewIsAppearing(\(a))", "2.7"), c("viewIsAppearing(\(a))", "2.7; 3.5 after the container's")]
        if scenario.installation == .duringAppearance, changes == .transition, scenario.isPresented {
            trace.append(c("didMove(toParent: \(containerLabel))",
                           "4.2/9.1 didMove when the transition finishes: it was scheduled before the presentation's end, and is no longer (0.35/0.3 s vs 0.5 s)"))
        }
        trace += [p("viewDidAppear(\(a))\(presented)", appearRule),
                  c("viewDidAppear(\(a)) movingToParent", "3.5 the child's did-callback follows the container's")]
        if scenario.installation == .duringAppearance, changes == .transition, !scenario.isPresented {
            trace.append(c("didMove(toParent: \(containerLabel))", "4.2/9.1 didMove when the transition finishes, on the next turn"))
        }
        return trace
    }

    /// The part of the container's `viewWillAppear` where the child is given.
    private var givenDuringAppearance: [ExpectedCallback] {
        let willMove = c("willMove(toParent: \(containerLabel))", "3.1")
        let didMove = c("didMove(toParent: \(containerLabel))", "3.9")
        let willAppear = "viewWillAppear(\(a)) movingToParent"
        switch changes {
        case .transition:
            return [willMove, c(willAppear, "4.2/4.8/9.1 the container's transition begins at once, inside its viewWillAppear; 3.5")]
        case .immediate where scenario.isPresented:
            // The presented view enters the window after its viewWillAppear (6.6): the
            // child's view goes into a view off screen, and forwarding reaches it after.
            return [willMove, didMove, c(willAppear, "3.5 forwarded once the container's viewWillAppear returns")]
        case .immediate:
            // A window root is in the window during its viewWillAppear (2.2): the child's
            // view enters the window at once and joins the container's appearance.
            return [willMove, c(willAppear, "3.4 its view enters the window; 3.5 it joins the container's appearance"), didMove]
        }
    }

    /// The child given to the container once the container is on screen.
    var installWhileOnScreen: [ExpectedCallback] {
        [c("willMove(toParent: \(containerLabel))", "3.1"),
         c("viewWillAppear(\(change)) movingToParent", "3.4, 3.13; 4.2/9.1 with the call's animated flag"),
         c("viewIsAppearing(\(change))", "2.7"),
         c("viewDidAppear(\(change)) movingToParent", "3.4, 3.13"),
         c("didMove(toParent: \(containerLabel))", "3.9; 4.2 didMove last")]
    }

    /// The child leaving (or the container leaving with it).
    var removal: [ExpectedCallback] {
        switch scenario.removal {
        case .withContainer:
            return [p("viewWillDisappear(\(a))\(dismissed)", disappearRule), c("viewWillDisappear(\(a))", "3.5 container first; 2.6 not moving"),
                    p("viewDidDisappear(\(a))\(dismissed)", disappearRule), c("viewDidDisappear(\(a))", "3.5")]
        case .whileOnScreen where showsSuccessor:
            return [c("willMove(toParent: nil)", "3.9"), s("willMove(toParent: \(containerLabel))", "3.1, 9.1"),
                    s("viewWillAppear(\(change)) movingToParent", "9.4 scroll: new page's will first"),
                    c("viewWillDisappear(\(change)) movingFromParent", "9.4; 3.13"),
                    s("viewIsAppearing(\(change))", "2.7"),
                    s("viewDidAppear(\(change)) movingToParent", "9.4 scroll: new page's did first"),
                    c("viewDidDisappear(\(change)) movingFromParent", "9.4; 3.13"),
                    c("didMove(toParent: nil)", "3.2, 9.1"), s("didMove(toParent: \(containerLabel))", "3.9, 9.1")]
        case .whileOnScreen:
            return [c("willMove(toParent: nil)", "3.9"),
                    c("viewWillDisappear(\(change)) movingFromParent", "3.4, 3.13; 4.4/4.8 with the call's animated flag"),
                    c("viewDidDisappear(\(change)) movingFromParent", "3.4, 3.13"),
                    c("didMove(toParent: nil)", "3.2, 3.9; 4.4 didMove last")]
        case .whileDisappearing:
            var trace = [p("viewWillDisappear(\(a))\(dismissed)", disappearRule), c("willMove(toParent: nil)", "3.9")]
            if showsSuccessor { trace.append(s("willMove(toParent: \(containerLabel))", "3.1, 9.1")) }
            trace += [c("viewWillDisappear(\(a)) movingFromParent", "3.5 it joins the container's disappearance; 3.13")]
            trace.append(c("didMove(toParent: nil)", "3.2 removeFromParent calls it at once"))
            if showsSuccessor { trace.append(s("didMove(toParent: \(containerLabel))", "9.1 off screen the move completes at once")) }
            return trace + [p("viewDidDisappear(\(a))\(dismissed)", disappearRule),
                            c("viewDidDisappear(\(a)) movingFromParent", "3.5 the did-callback follows the container's, though the child has left it")]
        }
    }
}
