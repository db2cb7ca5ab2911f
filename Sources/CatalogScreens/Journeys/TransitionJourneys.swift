import UIKitHeadless

extension Journey {
    /// Seed 001 (Presenting a View Controller; "returning data by delegation"): a modal
    /// navigation controller with Cancel and Done, whose screen reports back to its presenter,
    /// which dismisses it.
    static let addItem = Journey(
        id: "add-item",
        title: "A modal add-an-item screen that returns its data by delegation",
        source: "seed 001 (Presentations and Transitions: presenting, dismissing, delegation)"
    ) { stage in
        let list = ItemListViewController()
        list.onChange = { stage.event("list now: \($0.isEmpty ? "empty" : $0.joined(separator: ", "))") }
        stage.step("Show the Items list in a navigation controller.") {
            stage.host.show(UINavigationController(rootViewController: list))
        }
        stage.step("Tap Add: the list presents New Item inside its own navigation controller (a page sheet).") {
            try? stage.host.tap(label: "Add")
        }
        stage.step("Tap Cancel: New Item tells its delegate, the list, which dismisses it; nothing is added.") {
            try? stage.host.tap(label: "Cancel")
        }
        stage.step("Tap Add again, then Done: the new item comes back through the delegate before the dismissal.") {
            try? stage.host.tap(label: "Add")
            stage.host.runUntilIdle()
            try? stage.host.tap(label: "Done")
        }
        stage.note("items: \(list.items)")
    }

    /// Seed 001 ("Interactive transitions"): the edge swipe pops interactively; let go
    /// early and the pop is cancelled, every callback undone (UIKIT-SEMANTICS 2.1).
    static let interactivePop = Journey(
        id: "interactive-pop",
        title: "Swiping back: a cancelled interactive pop, then a completed one",
        source: "seed 001 (Presentations and Transitions: interactive transitions); UIKIT-SEMANTICS 2.1"
    ) { stage in
        let list = ContentViewController(title: "List")
        let detail = ContentViewController(title: "Detail")
        let navigation = UINavigationController(rootViewController: list)
        stage.step("Show List in a navigation controller and push Detail.") {
            stage.host.show(navigation)
            navigation.pushViewController(detail, animated: true)
        }
        stage.step("Swipe from the left edge a quarter of the way and let go: the pop is cancelled.") {
            swipe(stage, to: 100)
        }
        stage.note("stack: \(navigation.viewControllers.compactMap(\.title))")
        stage.step("Swipe from the left edge past halfway: the pop completes.") {
            swipe(stage, to: 300)
        }
        stage.note("stack: \(navigation.viewControllers.compactMap(\.title))")
    }

    /// A slow edge swipe from x = 5 to `x`, so the release is judged by distance, not speed.
    @MainActor private static func swipe(_ stage: JourneyStage, to x: CGFloat) {
        let y = stage.host.window.bounds.midY
        let finger = stage.host.touchDown(at: CGPoint(x: 5, y: y))
        for step in 1...5 {
            stage.host.advance(by: 0.1)
            stage.host.touchMove(finger, to: CGPoint(x: 5 + (x - 5) * CGFloat(step) / 5, y: y))
        }
        stage.host.advance(by: 0.5)
        stage.host.touchUp(finger)
    }

    /// Seed 001 (Creating Custom Presentations): a half-height card from a custom
    /// presentation controller and animator, dismissed by pulling it down — first not far
    /// enough (cancelled: it slides back), then past a third of its height.
    static let customCard = Journey(
        id: "custom-card",
        title: "A custom half-height card with interactive dismissal",
        source: "seed 001 (Presentations and Transitions: custom presentations, interactive transitions)"
    ) { stage in
        let home = ContentViewController(title: "Home")
        stage.step("Show Home as the window's root.") { stage.host.show(home) }
        let card = CardViewController()
        stage.step("Present the card (.custom): it slides up into the bottom half; Home stays and dims.") {
            home.present(card, animated: true)
        }
        stage.note("card frame \(Narration.rect(card.view.frame))")
        stage.step("Pull the card down a little and let go: the dismissal is cancelled; the card slides back.") {
            pull(stage, card: card, by: 60)
        }
        stage.note("card frame \(Narration.rect(card.view.frame)); presented: \(home.presentedViewController === card)")
        stage.step("Pull it down past a third of its height: the interactive dismissal completes.") {
            pull(stage, card: card, by: 300)
        }
        stage.note("presented: \(home.presentedViewController != nil)")
    }

    @MainActor private static func pull(_ stage: JourneyStage, card: UIViewController, by distance: CGFloat) {
        let start = CGPoint(x: card.view.frame.midX, y: card.view.frame.minY + 40)
        let finger = stage.host.touchDown(at: start)
        for step in 1...5 {
            stage.host.advance(by: 0.1)
            stage.host.touchMove(finger, to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 5))
        }
        stage.host.advance(by: 0.5)
        stage.host.touchUp(finger)
    }
}
