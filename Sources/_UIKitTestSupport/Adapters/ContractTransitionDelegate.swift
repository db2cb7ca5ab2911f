import Foundation
import UIKitTesting

/// The delegate the interactive adapters give a navigation or tab bar controller: it hands
/// the container the checker's animator and interaction controller for every transition.
@MainActor
final class ContractTransitionDelegate {
    let animator: UIViewControllerAnimatedTransitioning?
    let interaction: UIViewControllerInteractiveTransitioning?

    init(animator: UIViewControllerAnimatedTransitioning?, interaction: UIViewControllerInteractiveTransitioning?) {
        self.animator = animator
        self.interaction = interaction
    }
}

extension ContractTransitionDelegate: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

extension ContractTransitionDelegate: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}
