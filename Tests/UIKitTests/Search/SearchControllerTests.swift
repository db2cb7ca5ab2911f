import Foundation
import Testing
import UIKitTesting

/// UISearchController: activation by the search field, text changes, Cancel, `isActive`
/// from code, where it presents (UIKIT-SEMANTICS 6.3, 4.17, 6.8) and what it obscures.
@Suite @MainActor struct SearchControllerTests {
    @Test func tapOnTheField_presentsOverTheNavigationControllersContext_inUIKitsOrder_rules_6_3_4_17_6_8() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        try f.host.tap(identifier: "search")
        // 6.8: over the current context, the covered controller A gets no callbacks.
        #expect(f.trace.take() == [
            "bar.shouldBegin", "bar.didBegin",
            "willPresent active=true", "R.loadView", "R.viewDidLoad",
            "S.viewWillAppear(true) beingPresented", "R.viewWillAppear(true) movingToParent",
            "R.viewIsAppearing(true)",
            "update \"\" active=true",
        ])
        #expect(f.search.isActive && f.search.searchBar.searchTextField.isFirstResponder)
        f.host.advance(by: 0.5)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["S.viewDidAppear(true) beingPresented", "R.viewDidAppear(true) movingToParent", "didPresent"])
        // 4.17, 6.3: the navigation controller defines the context, so it presents.
        #expect(f.search.presentingViewController === f.nav && f.nav.presentedViewController === f.search)
        #expect(f.search.modalPresentationStyle == .overCurrentContext && f.a.viewIfLoaded?.window != nil)
        #expect(f.search.searchBar.showsCancelButton)
    }

    @Test func typing_updatesTheResultsOnEachChange_andShowsTheResultsControllerOnceThereIsText() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        try f.activateByTap()
        f.trace.take()
        #expect(!f.search.showsSearchResultsController && f.results.view.isHidden)
        try f.host.type("ki")
        #expect(f.trace.take() == [
            "bar.textDidChange \"k\"", "update \"k\" active=true",
            "bar.textDidChange \"ki\"", "update \"ki\" active=true",
        ])
        f.host.runUntilIdle()
        #expect(f.search.showsSearchResultsController && !f.results.view.isHidden)
        try f.host.tapDelete(count: 2)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "bar.textDidChange \"k\"", "update \"k\" active=true",
            "bar.textDidChange \"\"", "update \"\" active=true",
        ])
        #expect(!f.search.showsSearchResultsController && f.results.view.isHidden)
    }

    @Test func cancel_clearsTheText_endsEditing_andDismisses_inUIKitsOrder() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        try f.activateByTap()
        try f.host.type("kiwi")
        f.host.runUntilIdle()
        f.trace.take()
        try f.host.tap(label: "Cancel")
        #expect(f.trace.take() == [
            "bar.cancel", "bar.shouldEnd", "bar.didEnd",
            "willDismiss active=false", "update \"\" active=false",
            "S.viewWillDisappear(true) beingDismissed", "R.viewWillDisappear(true)",
        ])
        #expect(f.search.searchBar.text == "" && !f.search.isActive && !f.search.searchBar.showsCancelButton)
        f.host.advance(by: 0.5)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["S.viewDidDisappear(true) beingDismissed", "R.viewDidDisappear(true)", "didDismiss"])
        #expect(f.nav.presentedViewController == nil && f.search.presentingViewController == nil)
        #expect(f.search.viewIfLoaded?.window == nil && !f.host.keyboard.isVisible)
    }

    @Test func isActiveFromCode_presentsWithoutEditing_andFalseDismisses() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.search.isActive = true
        #expect(f.trace.take() == [
            "willPresent active=true", "R.loadView", "R.viewDidLoad",
            "S.viewWillAppear(true) beingPresented", "R.viewWillAppear(true) movingToParent", "R.viewIsAppearing(true)",
            "update \"\" active=true",
        ])
        #expect(!f.search.searchBar.searchTextField.isFirstResponder)
        f.host.advance(by: 0.5)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["S.viewDidAppear(true) beingPresented", "R.viewDidAppear(true) movingToParent", "didPresent"])
        f.search.isActive = false
        #expect(f.trace.take() == [
            "willDismiss active=false", "update \"\" active=false",
            "S.viewWillDisappear(true) beingDismissed", "R.viewWillDisappear(true)",
        ])
        f.host.advance(by: 0.5)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["S.viewDidDisappear(true) beingDismissed", "R.viewDidDisappear(true)", "didDismiss"])
    }

    @Test func deactivatingWhilePresenting_waitsForThePresentation() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.search.isActive = true
        f.search.isActive = false
        #expect(f.search.isActive)   // still presenting: the request waits
        f.trace.take()
        f.host.advance(by: 0.5)
        f.host.runUntilIdle()
        #expect(f.trace.take().filter { !$0.hasPrefix("R.") && !$0.hasPrefix("S.") }
                == ["didPresent", "willDismiss active=false", "update \"\" active=false", "didDismiss"])
        f.host.advance(by: 0.5)
        f.host.runUntilIdle()
        #expect(!f.search.isActive && f.nav.presentedViewController == nil)
    }

    @Test func aControllerDefiningTheContext_presentsTheSearch_rule_6_3() throws {
        let f = SearchFixture { _, a in a.definesPresentationContext = true }
        defer { withExtendedLifetime(f.host) {} }
        try f.activateByTap()
        #expect(f.search.presentingViewController === f.a && f.a.presentedViewController === f.search)
        #expect(f.nav.presentedViewController == nil)   // 6.4 answers for descendants, not ancestors
    }

    @Test func tapOnTheObscuredBackground_endsTheSearch_andWithoutObscuringNothingIsCovered() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        try f.activateByTap()
        let dimming = try #require(f.dimming)
        #expect(!dimming.isHidden && dimming.frame == CGRect(x: 0, y: 99, width: 390, height: 745))
        f.trace.take()
        try f.host.tap(dimming)
        #expect(f.trace.take() == [
            "bar.shouldEnd", "bar.didEnd", "willDismiss active=false", "update \"\" active=false",
            "S.viewWillDisappear(true) beingDismissed", "R.viewWillDisappear(true)",
        ])
        f.host.advance(by: 0.5)
        f.host.runUntilIdle()
        #expect(!f.search.isActive && f.nav.presentedViewController == nil)

        f.search.obscuresBackgroundDuringPresentation = false
        try f.activateByTap()
        #expect(f.dimming?.isHidden == true)
    }

    @Test func theSearchBarStaysUsable_aboveThePresentedInterface() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        try f.activateByTap()
        let field = f.search.searchBar.searchTextField
        let centre = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        #expect(f.host.window.hitTest(centre, with: nil) === field)
    }

    @Test func aDelegatePresentingItself_getsDidPresentAfterTheAppearance() throws {
        @MainActor final class Presenting: UISearchControllerDelegate {
            let trace: TraceRecorder
            weak var presenter: UIViewController?
            init(trace: TraceRecorder) { self.trace = trace }
            func presentSearchController(_ searchController: UISearchController) {
                trace.record("presentSearchController")
                presenter?.present(searchController, animated: false)
            }
            func didPresentSearchController(_ searchController: UISearchController) { trace.record("didPresent") }
        }
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        let delegate = Presenting(trace: f.trace)
        delegate.presenter = f.nav
        f.search.delegate = delegate
        f.search.isActive = true
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "presentSearchController", "R.loadView", "R.viewDidLoad",
            "S.viewWillAppear(false) beingPresented", "R.viewWillAppear(false) movingToParent", "R.viewIsAppearing(false)",
            "update \"\" active=true",
            // A presentation of the delegate's own ends with the search controller's viewDidAppear.
            "S.viewDidAppear(false) beingPresented", "didPresent", "R.viewDidAppear(false) movingToParent",
        ])
        #expect(f.search.isActive)
    }

    @Test func aSearchBarInAPlainView_presentsOverTheRoot() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let list = TracingViewController("L", trace: trace)
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.searchTextField.accessibilityIdentifier = "search"
        list.loadViewIfNeeded()
        search.searchBar.frame = CGRect(x: 0, y: 47, width: 390, height: 56)
        list.view.addSubview(search.searchBar)
        host.show(list)
        host.runUntilIdle()
        try host.tap(identifier: "search")
        host.advance(by: 0.5)
        host.runUntilIdle()
        #expect(search.isActive && search.presentingViewController === list)
        #expect(host.view(identifier: "SearchDimmingView")?.frame == CGRect(x: 0, y: 103, width: 390, height: 741))
        withExtendedLifetime(search) {}
    }
}
