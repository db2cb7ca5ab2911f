import Foundation
import Testing
@testable import UIKit
import UIKitTesting

final class RegistryProbeController: UIViewController {
    var label: UILabel?
}

final class RegistryProcessWideProbe: UIViewController {}

/// Interface Builder's class registrations belong to the runtime in use (DESIGN: no hidden
/// globals), with a process-wide set every runtime falls back to.
@Suite @MainActor struct InterfaceBuilderRegistrationsTests {
    /// The registered class named `name`, by identity.
    static func lookUp(_ name: String) -> ObjectIdentifier? {
        ViewControllerKit.InterfaceBuilder.lookUpClass(named: name, module: nil, extraModules: []).map { ObjectIdentifier($0) }
    }

    static func otherRuntime() -> ViewControllerKit.Runtime {
        ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhone14), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
    }

    @Test func aHostsRegistrationsAreInvisibleToOtherRuntimes() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        ViewControllerKit.InterfaceBuilder.register(RegistryProbeController.self, name: "ProbeByName") {
            $0.outlet("label", \.label)
        }
        #expect(Self.lookUp("ProbeByName") == ObjectIdentifier(RegistryProbeController.self))
        let probe = RegistryProbeController()
        #expect(ViewControllerKit.InterfaceBuilder.outletSetter("label", of: probe) != nil)
        let other = Self.otherRuntime()
        other.withCurrent {
            #expect(Self.lookUp("ProbeByName") == nil)
            #expect(ViewControllerKit.InterfaceBuilder.outletSetter("label", of: probe) == nil)
        }
        // Nothing leaked into the process-wide set either.
        #expect(ViewControllerKit.InterfaceBuilder.Registrations.processWide.type(named: "ProbeByName").map { ObjectIdentifier($0) } == nil)
    }

    @Test func processWideRegistrationsAreSeenEverywhereAndCanBeHiddenPerRuntime() {
        // Outside any host: what an app's launch code does.
        let processWide = ViewControllerKit.InterfaceBuilder.Registrations.processWide
        processWide.add(RegistryProcessWideProbe.self, name: "ProcessWideProbe", entry: .init())
        defer { processWide.remove(RegistryProcessWideProbe.self) }
        let first = Self.otherRuntime(), second = Self.otherRuntime()
        first.withCurrent {
            #expect(Self.lookUp("ProcessWideProbe") == ObjectIdentifier(RegistryProcessWideProbe.self))
            // removeRegistration(of:) under a runtime hides the process-wide entry there only.
            ViewControllerKit.InterfaceBuilder.removeRegistration(of: RegistryProcessWideProbe.self)
            #expect(Self.lookUp("ProcessWideProbe") == nil)
        }
        second.withCurrent { #expect(Self.lookUp("ProcessWideProbe") == ObjectIdentifier(RegistryProcessWideProbe.self)) }
        first.withCurrent {
            // Registering again undoes the removal.
            ViewControllerKit.InterfaceBuilder.register(RegistryProcessWideProbe.self, name: "ProcessWideProbe")
            #expect(Self.lookUp("ProcessWideProbe") == ObjectIdentifier(RegistryProcessWideProbe.self))
        }
    }

    @Test func moduleNamesBelongToTheRuntimeInUse() {
        let first = Self.otherRuntime(), second = Self.otherRuntime()
        first.withCurrent {
            #expect(Self.lookUp("RegistryProbeController") == nil)
            ViewControllerKit.InterfaceBuilder.moduleNames = ["UIKitTests"]
            // Found by its module-qualified name through the runtime's own module list.
            #expect(Self.lookUp("RegistryProbeController") == ObjectIdentifier(RegistryProbeController.self))
        }
        second.withCurrent {
            #expect(ViewControllerKit.InterfaceBuilder.moduleNames == [])
            #expect(Self.lookUp("RegistryProbeController") == nil)
        }
        first.withCurrent { #expect(ViewControllerKit.InterfaceBuilder.moduleNames == ["UIKitTests"]) }
        #expect(ViewControllerKit.InterfaceBuilder.Registrations.processWide.moduleNames == nil)
    }
}
