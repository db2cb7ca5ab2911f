import Testing
import UIKitTesting

/// Traits: screen → window → controller → view, overrides, change notifications (issue item 3).
@Suite @MainActor struct TraitCollectionTests {
    @Test func screenTraits_followTheDeviceAndOrientation() {
        let phone = HeadlessHost(device: .iPhone14)
        var traits = phone.screen.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 3)
        #expect(traits.userInterfaceStyle == .light && traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large)
        let pad = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        traits = pad.screen.traitCollection
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .pad && traits.displayScale == 2)
    }

    @Test func traitsAreInherited_downToViews() {
        let host = HeadlessHost(device: .iPhone14)
        let root = UIViewController()
        let child = UIViewController()
        ContainmentTests.embed(child, in: root)
        let leaf = UIView()
        child.view.addSubview(leaf)
        host.show(root)
        let traits = leaf.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 3)
        #expect(traits == host.screen.traitCollection)
        #expect(child.traitCollection == traits)
    }

    @Test func overrideForChild_appliesToTheChildAndItsViews_only() {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let root = TracingViewController("P", trace: trace)
        let child = TracingViewController("C", trace: trace)
        let sibling = TracingViewController("S", trace: trace)
        ContainmentTests.embed(child, in: root)
        ContainmentTests.embed(sibling, in: root)
        let leaf = UIView()
        child.view.addSubview(leaf)
        host.show(root)
        trace.take()
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(sibling.traitCollection.horizontalSizeClass == .compact)
        #expect(root.overrideTraitCollection(forChild: child) == UITraitCollection(horizontalSizeClass: .regular))
        #expect(trace.take() == ["C.traitCollectionDidChange(wChR -> wRhR)"])
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(trace.events.isEmpty)  // no change, no callback
        root.setOverrideTraitCollection(nil, forChild: child)
        #expect(trace.take() == ["C.traitCollectionDidChange(wRhR -> wChR)"])
    }

    @Test func traitOverrides_onControllersAndViews() {
        let host = HeadlessHost()
        let root = UIViewController()
        let inner = UIView()
        root.view.addSubview(inner)
        host.show(root)
        final class Watcher: UIView {
            var changes: [UIUserInterfaceStyle?] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { changes.append(previous?.userInterfaceStyle) }
        }
        let watcher = Watcher()
        inner.addSubview(watcher)
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(watcher.traitCollection.userInterfaceStyle == .dark)
        #expect(watcher.changes == [.light])
        inner.overrideUserInterfaceStyle = .light
        #expect(watcher.traitCollection.userInterfaceStyle == .light)
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)
        #expect(watcher.changes == [.light, .dark])
        #expect(!inner.traitOverrides.isEmpty)
    }

    @Test func collectionHelpers() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(combined.horizontalSizeClass == .regular && combined.userInterfaceStyle == .dark)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(combined.hasDifferentSizeClass(comparedTo: UITraitCollection(horizontalSizeClass: .compact)))
        let mutated = combined.modifyingTraits { $0.layoutDirection = .rightToLeft }
        #expect(mutated.layoutDirection == .rightToLeft)
        #expect(UIContentSizeCategory.accessibilityLarge > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    }

    @Test func systemOverrides_reachEveryView_likeSettingsChanges() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(root.view.traitCollection.preferredContentSizeCategory == .extraLarge)
    }
}
