import Foundation

/// The tab bar controller's More navigation controller (iOS's private class has the same
/// name). Its root is the ``UIMoreListController``; an overflow tab the user picks is
/// pushed on top of it and is the More navigation controller's child while it is on the
/// stack (UIKIT-SEMANTICS 5.7).
///
/// An overflow tab that is itself a `UINavigationController` is not pushed (a navigation
/// controller cannot be): its *stack* is. The tab's controllers move onto the More stack
/// above the list, so one bar — the More navigation controller's — shows them, with a
/// back button to the list; the tab's own navigation controller is left empty and off
/// screen meanwhile. iOS's `UIMoreNavigationController` does the same (it keeps the tab as
/// its "original navigation controller", empties it, and hands the controllers back when
/// the list is shown again; see `docs/DifferencesFromIOS.md`).
///
/// ```
///   showing a navigation tab N         list shown again (pop, tabs reassigned,
///   (row tap / selection in code)      another overflow tab selected)
///  ┌──────────────┐  N's stack moves   ┌────────────────────┐  stack goes back
///  │ More: [list] │ ─────────────────▶ │ More: [list] + N's │ ───────────────▶ N
///  └──────────────┘  N.viewControllers └────────────────────┘  N rejoins the tab
///                    becomes []                                 bar controller
/// ```
@MainActor
final class UIMoreNavigationController: UINavigationController {
    weak var owner: UITabBarController?
    let moreList = UIMoreListController()

    /// The navigation-controller tab whose stack is on this stack, if any, with the
    /// controllers it gets back when its root leaves (nil: its root alone, as after a pop
    /// to the list; set when another tab or a reset replaces the whole stack at once).
    private(set) var redirectedNavigationController: UINavigationController?
    private var redirectedRoot: UIViewController?
    private var stackToGiveBack: [UIViewController]?

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(rootViewController: moreList)
        moreList.owner = owner
    }

    required init?(coder: NSCoder) { fatalError("UIMoreNavigationController is created by UITabBarController only") }

    /// Whether `tab` is what the More stack shows above the list.
    func isDisplaying(_ tab: UIViewController) -> Bool {
        if let redirectedNavigationController { return redirectedNavigationController === tab }
        return stack.count == 2 && stack[1] === tab
    }

    /// Makes the stack the list and `tab` (or, for a navigation controller, the list and
    /// that controller's stack). A navigation tab already shown gets its whole stack back
    /// as this change releases it; that change is never animated (only a row tap animates,
    /// and the list is on top then, so nothing is redirected).
    func display(_ tab: UIViewController, animated: Bool) {
        let replacesRedirect = redirectedNavigationController != nil
        if replacesRedirect { stackToGiveBack = Array(stack.dropFirst()) }
        let shown: [UIViewController]
        if let navigation = tab as? UINavigationController {
            shown = navigation.viewControllers
            // Emptied first, so its controllers leave it (containment calls) before joining here.
            navigation.setViewControllers([], animated: false)
            navigation.finishActiveTransition()
        } else {
            shown = [tab]
        }
        let animates = animated && !replacesRedirect
        setViewControllers([moreList] + shown, animated: animates)
        if !animates { finishActiveTransition() }
        // Recorded after the old redirect was settled by the releases above.
        if let navigation = tab as? UINavigationController, let root = shown.first {
            redirectedNavigationController = navigation
            redirectedRoot = root
        }
    }

    /// Before the tabs change: the stack goes back to the list (now, even on screen), and a
    /// shown navigation tab gets its whole stack back.
    func reset() {
        guard stack.count > 1 else { return }
        if redirectedNavigationController != nil { stackToGiveBack = Array(stack.dropFirst()) }
        setViewControllers([moreList], animated: false)
        finishActiveTransition()
    }

    /// A controller left the stack: an overflow tab goes back to being the tab bar
    /// controller's child; once a shown navigation tab's root and the controllers to
    /// return have all left, the navigation tab gets them back.
    override func stackMemberDidLeave(_ controller: UIViewController) {
        owner?.moreStackDidRelease(controller)
        guard let root = redirectedRoot, !stack.contains(where: { $0 === root }) else { return }
        let returning = stackToGiveBack ?? [root]
        guard returning.allSatisfy({ $0.parent !== self }) else { return }
        restoreRedirectedNavigationController(with: returning)
    }

    /// Gives the shown navigation tab its controllers back and returns it to the tab bar
    /// controller, in iOS's order: parent first, then the stack.
    private func restoreRedirectedNavigationController(with returning: [UIViewController]) {
        guard let navigation = redirectedNavigationController, let root = redirectedRoot else { return }
        let controllers = returning.filter { member in !stack.contains { $0 === member } }
        redirectedNavigationController = nil
        redirectedRoot = nil
        stackToGiveBack = nil
        owner?.moreStackDidRelease(navigation)
        navigation.setViewControllers(controllers.isEmpty ? [root] : controllers, animated: false)
        navigation.finishActiveTransition()
    }
}
