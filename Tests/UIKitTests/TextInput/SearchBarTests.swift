import Foundation
import Testing
import UIKitTesting

@MainActor
private final class RecordingSearchBarDelegate: UISearchBarDelegate {
    let trace: TraceRecorder
    var refusesSpaces = false
    init(trace: TraceRecorder) { self.trace = trace }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { trace.record("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { trace.record("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { trace.record("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { trace.record("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { trace.record("textDidChange \"\(searchText)\"") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        trace.record("shouldChange {\(range.location), \(range.length)} \"\(text)\"")
        return !(refusesSpaces && text == " ")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { trace.record("searchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { trace.record("cancelButtonClicked") }
}

/// UISearchBar: its field relays editing to the search bar delegate; Search and Cancel.
@Suite @MainActor struct SearchBarTests {
    private func makeBar() -> UISearchBar {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        bar.searchTextField.accessibilityIdentifier = "search"
        return bar
    }

    @Test func typingSearchingAndCancel_reachTheDelegate_inUIKitsOrder() throws {
        let bar = makeBar()
        bar.showsCancelButton = true
        let host = hostShowing([bar])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let delegate = RecordingSearchBarDelegate(trace: trace)
        delegate.refusesSpaces = true
        bar.delegate = delegate
        defer { withExtendedLifetime(delegate) {} }
        try host.type("a b", into: "search")
        #expect(trace.take() == ["shouldBegin", "didBegin",
                                 "shouldChange {0, 0} \"a\"", "textDidChange \"a\"",
                                 "shouldChange {1, 0} \" \"",
                                 "shouldChange {1, 0} \"b\"", "textDidChange \"ab\""])
        #expect(bar.text == "ab" && bar.searchTextField.isFirstResponder && host.keyboard.isVisible)
        try host.tapReturn()
        #expect(trace.take() == ["searchButtonClicked"])
        #expect(bar.searchTextField.isFirstResponder)
        try host.tap(label: "Cancel")
        #expect(trace.take() == ["cancelButtonClicked"])
        bar.resignFirstResponder()
        #expect(trace.take() == ["shouldEnd", "didEnd"])
    }

    @Test func layout_56Tall_field36Centred_cancelButtonTakesTheRightEnd() throws {
        let bar = makeBar()
        let host = hostShowing([bar])
        defer { withExtendedLifetime(host) {} }
        #expect(bar.intrinsicContentSize.height == 56 && bar.sizeThatFits(CGSize(width: 300, height: 10)) == CGSize(width: 300, height: 56))
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
        #expect(bar.placeholder == "Search" && bar.searchTextField.returnKeyType == .search && bar.returnKeyType == .search)
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        let cancel = try #require(host.view(label: "Cancel"))
        #expect(!cancel.isHidden && cancel.frame.maxX == 382 && cancel.frame.height == 44 && cancel.frame.width > 0)
        #expect(bar.searchTextField.frame.maxX == cancel.frame.minX - 8)
    }

    @Test func searchBarLeavingTheWindow_isFreed() throws {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        weak var weakBar: UISearchBar?
        do {
            let bar = makeBar()
            weakBar = bar
            host.window.rootViewController!.view.addSubview(bar)
            host.pump()
            try host.type("x", into: "search")
            bar.removeFromSuperview()
        }
        host.runUntilIdle()
        #expect(weakBar == nil && !host.keyboard.isVisible)
    }
}
