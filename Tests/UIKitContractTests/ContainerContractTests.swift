import Testing
import _UIKitTestSupport

/// The containment/appearance contract (UIKIT-SEMANTICS 2.1, 2.6, 2.7, 3.1–3.5, 3.9,
/// 3.13, 4.x, 5.x, 6.17, 8.x, 9.x), every combination of ``ContainerContractScenario``,
/// against every container. The expected traces live in the checker, derived from the rules.
@Suite @MainActor struct ContainerContractTests {
    @Test(arguments: ContainerContractScenario.all)
    func navigationController(_ scenario: ContainerContractScenario) {
        checkContainerContract(NavigationControllerContractAdapter(), scenario)
    }

    @Test(arguments: ContainerContractScenario.all)
    func tabBarController(_ scenario: ContainerContractScenario) {
        checkContainerContract(TabBarControllerContractAdapter(), scenario)
    }

    @Test(arguments: ContainerContractScenario.all)
    func splitViewController(_ scenario: ContainerContractScenario) {
        checkContainerContract(SplitViewControllerContractAdapter(), scenario)
    }

    @Test(arguments: ContainerContractScenario.all)
    func pageViewController(_ scenario: ContainerContractScenario) {
        checkContainerContract(PageViewControllerContractAdapter(), scenario)
    }

    @Test(arguments: ContainerContractScenario.all)
    func customContainer(_ scenario: ContainerContractScenario) {
        checkContainerContract(CustomContainerContractAdapter(), scenario)
    }
}

/// Transitions a delegate's animator drives, interactive and cancelled ones included
/// (UIKIT-SEMANTICS 2.1, 4.2, 4.4, 5.3), for every container that offers them.
@Suite @MainActor struct InteractiveContractTests {
    @Test(arguments: InteractiveContractScenario.all)
    func navigationController(_ scenario: InteractiveContractScenario) {
        checkInteractiveContract(NavigationControllerContractAdapter(), scenario)
    }

    @Test(arguments: InteractiveContractScenario.all)
    func tabBarController(_ scenario: InteractiveContractScenario) {
        checkInteractiveContract(TabBarControllerContractAdapter(), scenario)
    }

    /// A pan-driven page turn, finished and cancelled (UIKIT-SEMANTICS 9.2, 2.1).
    @Test(arguments: [false, true])
    func pageViewController_builtInTurn_rule9_2_rule2_1(cancelled: Bool) {
        checkBuiltInInteractiveContract(PageViewControllerContractAdapter(), cancelled: cancelled)
    }
}
