import Foundation
import Testing

/// One combination of the containment/appearance contract: how the container comes on
/// screen, when it is given its child, and how the child leaves.
///
/// ``all`` is every combination; a test runs each against each container:
///
/// ```swift
/// @Test(arguments: ContainerContractScenario.all)
/// func navigationController(_ scenario: ContainerContractScenario) {
///     checkContainerContract(NavigationControllerContractAdapter(), scenario)
/// }
/// ```
public struct ContainerContractScenario: Sendable, Hashable, CustomTestStringConvertible {
    /// How the container appears and later disappears.
    public enum Appearance: Sendable, Hashable, CaseIterable {
        /// Made the window's root, then replaced (not animated; UIKIT-SEMANTICS 2.2, 2.4). Its
        /// view is in the window while its `viewWillAppear` runs.
        case windowRoot
        /// Presented full screen without animation, then dismissed (6.6, 6.7). Its view
        /// enters the window after its `viewWillAppear`.
        case presented
        /// Presented and dismissed with animation.
        case presentedAnimated
    }

    /// When the container is given its child (through its own API: push, tabs, columns,
    /// pages, or listing 5-1 for a custom container).
    public enum Installation: Sendable, Hashable, CaseIterable {
        /// Before the container appears (its view not yet in a window).
        case beforeAppearance
        /// Inside the container's `viewWillAppear`, after `super`.
        case duringAppearance
        /// Once the container has appeared.
        case whileOnScreen
    }

    /// How the child leaves.
    public enum Removal: Sendable, Hashable, CaseIterable {
        /// It stays; the container disappears with it.
        case withContainer
        /// The container removes it while on screen.
        case whileOnScreen
        /// The container removes it inside its `viewWillDisappear`, after `super`.
        case whileDisappearing
    }

    public var appearance: Appearance
    public var installation: Installation
    public var removal: Removal

    public init(appearance: Appearance, installation: Installation, removal: Removal) {
        self.appearance = appearance
        self.installation = installation
        self.removal = removal
    }

    /// Every combination.
    public static let all: [ContainerContractScenario] = Appearance.allCases.flatMap { appearance in
        Installation.allCases.flatMap { installation in
            Removal.allCases.map { ContainerContractScenario(appearance: appearance, installation: installation, removal: $0) }
        }
    }

    /// The `animated` flag of every call the scenario makes (appearance, install, removal).
    public var animated: Bool { appearance == .presentedAnimated }
    var isPresented: Bool { appearance != .windowRoot }

    public var testDescription: String {
        let appears = switch appearance {
        case .windowRoot: "window root"
        case .presented: "presented"
        case .presentedAnimated: "presented animated"
        }
        let installed = switch installation {
        case .beforeAppearance: "child given before it appears"
        case .duringAppearance: "child given in its viewWillAppear"
        case .whileOnScreen: "child given on screen"
        }
        let removed = switch removal {
        case .withContainer: "container disappears with it"
        case .whileOnScreen: "removed on screen"
        case .whileDisappearing: "removed in its viewWillDisappear"
        }
        return "\(appears), \(installed), \(removed)"
    }
}
